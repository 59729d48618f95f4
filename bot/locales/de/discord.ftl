# Die eigenen Sätze der Discord-Oberfläche (cogs/). Markdown und Discord-Erwähnungen bleiben, wie sie sind.

## Ablehnungen und Hinweise (cogs/errors.py, cogs/components.py)

discord-unexpected = Etwas ist schiefgegangen; nichts wurde geändert.
discord-guild-only = Dieser Befehl funktioniert nur in einem Serverkanal.
discord-managers-only = Dafür brauchst du die Berechtigung „Server verwalten“.
discord-not-yours = Diese Schaltfläche gehört einem anderen Spieler.
discord-already-taken = Dein Zug zu dieser Entscheidung wurde bereits angenommen; so steht das Spiel jetzt.
discord-more-choices = Mehr Möglichkeiten, als hier Platz haben: Nutze `/act` (es vervollständigt deine erlaubten Züge).
discord-and-more = … und { $count } weitere.
error-too-many-ai = { $game } hat Platz für höchstens { $max } Spieler, dich eingeschlossen.
error-no-running-match = Du spielst in keinem laufenden Spiel mit.
error-several-matches = Du spielst in mehreren Spielen ({ $matches }); gib eines mit der Option match an.
error-server-language-managers = Nur ein Mitglied mit der Berechtigung „Server verwalten“ legt die Sprache der Spiel-Threads dieses Servers fest.

## Direktnachrichten (cogs/lobby.py, cogs/delivery.py)

discord-welcome = 👋 botwar schickt dir deine Hand und deine Entscheidungen hierher. Lass Direktnachrichten für diesen Server offen.
discord-dms-closed-hint = Ich kann dir keine Direktnachrichten schicken, also bekommst du deine Hand nicht privat. Erlaube Direktnachrichten für diesen Server (Privatsphäreeinstellungen) oder nutze `/hand`, um deine Karten zu sehen und zu wählen.
discord-dms-closed-thread = ⚠️ { $mention } nimmt keine Direktnachrichten von mir an, daher kann ich die Hand und die Entscheidungen nicht zustellen. Erlaube Direktnachrichten für diesen Server (Privatsphäreeinstellungen) oder nutze hier `/hand`, um deine Karten zu sehen und zu wählen. Ich versuche es per Direktnachricht erneut beim nächsten Befehl oder Klick auf eine Schaltfläche und alle paar Stunden.

## Antworten in der Lobby (cogs/lobby.py)

discord-opened = { $mention } hat Spiel #{ $match } von **{ $game }** eröffnet ({ $seated }/{ $max } Plätze besetzt). Tritt mit `/game join match:{ $match }` bei; der Ersteller startet es mit `/game start match:{ $match }`.
discord-play-in = Gespielt wird in { $thread }.
discord-joined = { $mention } ist Spiel #{ $match } beigetreten ({ $seated }/{ $max } Plätze besetzt: { $players }).
discord-left = Du hast Spiel #{ $match } verlassen.
discord-started = Spiel #{ $match } hat begonnen.
discord-follow-in = Verfolge es in { $thread }; deine Hand kommt per Direktnachricht.
discord-ai-joined = Ein KI-Spieler ist Spiel #{ $match } beigetreten ({ $seated }/{ $max } Plätze besetzt: { $players }).
discord-cancelled = Spiel #{ $match } wurde abgebrochen.
discord-removed = { $name } wurde aus Spiel #{ $match } entfernt.
discord-no-matches-here = Hier gibt es keine offenen oder laufenden Spiele.
discord-settings = Spiel #{ $match }: { $hours } h pro Entscheidung, Erinnerung { $reminder } h vorher, die KI übernimmt nach { $takeover ->
    [one] { $takeover } verpassten Frist
   *[other] { $takeover } verpassten Fristen
} (0 = nie), { $reaction } h pro Reaktionsfenster.
discord-match-choice = #{ $match } { $game } ({ $status ->
    [lobby] offen
    [active] läuft
    [finished] vorbei
   *[cancelled] abgebrochen
}, { $players ->
    [one] 1 Spieler
   *[other] { $players } Spieler
})

## Einbettungen (cogs/embeds.py)

discord-title-status = Spiel #{ $match }: Warten auf
discord-title-decision = Spiel #{ $match }: Dein Zug
discord-title-hand = Spiel #{ $match }: Deine Hand
discord-title-reminder = Spiel #{ $match }: Erinnerung
discord-title-finished = Spiel #{ $match }: Beendet
discord-title = Spiel #{ $match }
discord-your-decision = **Deine Entscheidung:** { $prompt }

## Einstellungen (cogs/languages.py)

discord-language-follows = Deine Direktnachrichten und Antworten folgen wieder deiner Discord-Sprache.
discord-language-set = Deine Direktnachrichten und Antworten sind ab jetzt auf { $language }.
discord-server-language-follows = Die Spiel-Threads hier folgen wieder der bevorzugten Sprache des Servers.
discord-server-language-set = Die Spiel-Threads hier sind ab jetzt auf { $language }.
discord-rules-more = (Es gibt noch mehr: frag nach einem Thema, z. B. `/rules game:… topic:…`.)

# /botwar health (Zahlen zum Speicher für Server-Verwalter).
discord-health-title = **botwar-Zustand**
discord-health-deadlines = Wartende Fristen: { $count }
discord-health-matches-active = Laufende Partien: { $count }
discord-health-matches-created = Jemals erstellte Partien: { $count }
discord-health-matches-lobby = Offene Partien, die Spieler suchen: { $count }
discord-health-outbox-pending = Noch zuzustellende Nachrichten: { $count }
discord-game-choice = { $game } ({ $min }–{ $max } Spieler)

## Deck building (cogs/decks.py)

discord-deck-title = { $deck }: { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
}
discord-deck-empty = Noch keine Karten.
discord-deck-legal = Spielbereit: Bring es mit `/game join deck:{ $deck }` (oder `/game new`) mit.
discord-deck-not-legal = Noch nicht spielbar:
discord-deck-created = Deck { $deck } angelegt. Füge Karten mit `/deck add` oder `/deck import` hinzu.
discord-deck-imported = { $deck } enthält jetzt die { $count } Karten deiner Liste.
discord-deck-list-none = Du hast noch keine Decks; fang eines mit `/deck new` an.
discord-deck-list-line = { $deck }: { $count } Karten, { $legal ->
    [yes] spielbereit
   *[no] noch nicht spielbar
}
discord-deck-export = Dein Deck { $deck } als Text (`/deck import` liest es wieder ein):
discord-deck-deleted = Deck { $deck } gelöscht.
discord-deck-brought = Du bringst { $deck } in Partie #{ $match } mit; deine Liste wird beim Start der Partie gelesen.
