# Die eigenen Worte des Bots, von allen Spielen geteilt (docs/wording.md).

# Ein Spiel, das endete, bevor Gründe Nachrichten waren, hat seinen Grund als englischen Text behalten.
stored-text = { $text }

## Beiträge und Direktnachrichten rund um die Ereignisse eines Spiels (bot/messages.py)

your-decision = **Deine Entscheidung:** { $prompt } (fällig { $due })
no-deadline = keine Frist
list-you = du
reminder = ⏰ Erinnerung an Spiel #{ $match }.
status-waiting = Warten auf:
status-nobody = Niemand muss gerade etwas entscheiden.
status-seat = • **{ $name }** — { $prompt } ({ $when })
# Wem eine Reaktion angeboten wird, bleibt geheim: kein Name.
status-reaction = • eine Reaktion — { $prompt }
status-ai = KI
match-over = 🏁 **Spiel vorbei.** { $winners ->
    [0] Niemand gewinnt.
    [one] Sieger: { $names }.
   *[other] Sieger: { $names }.
} { $reason }

## Die Hinweise des Bots in einem Spiel (bot/service.py)

match-begins = **{ $game }** beginnt. Es spielen: { $players }.
# Die erste Direktnachricht eines Spiels an jeden Spieler, über seinem Tisch (und seiner Entscheidung, falls es eine gibt).
dm-match-begins-hand = Spiel #{ $match } von { $game } hat begonnen. Hier ist deine Hand; ich schreibe dir, sobald du etwas entscheiden musst.
dm-match-begins-decision = Spiel #{ $match } von { $game } hat begonnen. Hier sind deine Hand und deine erste Entscheidung.
match-cancelled = Spiel #{ $match } wurde von { $by } abgebrochen.
seat-left = { $who_you ->
    [yes] Du hast das Spiel verlassen
   *[no] { $who } hat das Spiel verlassen
}
seat-removed = { $who_you ->
    [yes] Du wurdest von { $by } entfernt
   *[no] { $who } wurde von { $by } entfernt
}
seat-to-ai = { $why }; ab jetzt spielt die KI { $who_you ->
    [yes] deinen Platz
   *[no] den Platz von { $who }
}.
reaction-closed = ⌛ Das Reaktionsfenster ist geschlossen; du hast verzichtet.
deadline-missed = ⌛ { $who_you ->
    [yes] Du hast die Frist verpasst; für dich wurde die Standardwahl gespielt.
   *[no] { $who } hat die Frist verpasst; die Standardwahl wurde gespielt.
}{ $offline ->
    [yes] {" "}(Die Frist lief ab, während der Bot offline war; jetzt nachgeholt.)
   *[no] {""}
}{ $takeover ->
    [0] {""}
    [one] {" "}Nach 1 verpassten Frist übernimmt die KI diesen Platz.
   *[other] {" "}Nach { $takeover } verpassten Fristen in Folge übernimmt die KI diesen Platz.
}
