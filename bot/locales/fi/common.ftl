# Botin omat sanat, yhteiset kaikille peleille (käytännöt: docs/wording.md, docs/glossary-fi.md).

# Ottelu, joka päättyi ennen kuin syyt olivat viestejä, säilytti syynsä englanninkielisenä tekstinä.
stored-text = { $text }

## Ottelun tapahtumien ympärillä olevat viestit ja yksityisviestit (bot/messages.py)

your-decision = **Sinun päätöksesi:** { $prompt } (määräaika { $due })
no-deadline = ei määräaikaa
list-you = sinä
reminder = ⏰ Muistutus ottelusta #{ $match }.
status-waiting = Odotetaan:
status-nobody = Kenelläkään ei ole päätettävää.
status-seat = • **{ $name }** — { $prompt } ({ $when })
# Kenelle reaktio tarjotaan, on salaista: ei nimeä.
status-reaction = • reaktio — { $prompt }
status-ai = tekoäly
match-over = 🏁 **Ottelu päättyi.** { $winners ->
    [0] Kukaan ei voita.
    [one] Voittaja: { $names }.
   *[other] Voittajat: { $names }.
} { $reason }

## Botin huomautukset ottelussa (bot/service.py)

match-begins = **{ $game }** alkaa. Pelaajat: { $players }.
# Ottelun ensimmäinen yksityisviesti kullekin pelaajalle, pöydän (ja mahdollisen päätöksen) yläpuolella.
dm-match-begins-hand = Ottelu #{ $match } ({ $game }) on alkanut. Tässä on kätesi; kirjoitan, kun sinulla on päätettävää.
dm-match-begins-decision = Ottelu #{ $match } ({ $game }) on alkanut. Tässä on kätesi ja ensimmäinen päätöksesi.
match-cancelled = { $by } perui ottelun #{ $match }.
seat-left = { $who_you ->
    [yes] Poistuit ottelusta
   *[no] { $who } poistui ottelusta
}
seat-removed = { $who_you ->
    [yes] { $by } poisti sinut ottelusta
   *[no] { $by } poisti pelaajan { $who } ottelusta
}
seat-to-ai = { $why }; tekoäly pelaa { $who_you ->
    [yes] puolestasi
   *[no] pelaajan { $who } puolesta
} tästä lähtien.
reaction-closed = ⌛ Reaktioikkuna sulkeutui; annoit tilanteen mennä ohi.
deadline-missed = ⌛ { $who_you ->
    [yes] Myöhästyit määräajasta; puolestasi pelattiin oletusvalinta.
   *[no] { $who } myöhästyi määräajasta; oletusvalinta pelattiin.
}{ $offline ->
    [yes] {" "}(Määräaika umpeutui, kun botti oli poissa linjoilta; nyt tilanne on ajan tasalla.)
   *[no] {""}
}{ $takeover ->
    [0] {""}
    [one] {" "}Yhden myöhästymisen jälkeen tekoäly ottaa paikan haltuunsa.
   *[other] {" "}{ $takeover } peräkkäisen myöhästymisen jälkeen tekoäly ottaa paikan haltuunsa.
}
