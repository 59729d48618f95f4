# Botin omat sanat, yhteiset kaikille peleille (käytännöt: docs/wording.md, docs/glossary-fi.md).

# Ottelu, joka päättyi ennen kuin syyt olivat viestejä, säilytti syynsä englanninkielisenä tekstinä.
stored-text = { $text }

## Ottelun tapahtumien ympärillä olevat viestit ja yksityisviestit (bot/messages.py)

your-decision = **Sinun päätöksesi:** { $prompt } (määräaika { $due })
your-decision-open = **Sinun päätöksesi:** { $prompt }
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
lobby-table = **{ $game }** -ottelu #{ $match } { $status ->
    [lobby] on avoinna
   *[other] peruttiin ennen alkuaan
}: { $players } (paikkoja täytetty { $seated }/{ $max }; alkuun tarvitaan { $min }).
# Ottelun ensimmäinen yksityisviesti kullekin pelaajalle, pöydän (ja mahdollisen päätöksen) yläpuolella.
dm-match-begins-hand = Ottelu #{ $match } ({ $game }) on alkanut. Tässä on kätesi; kirjoitan, kun sinulla on päätettävää.
dm-match-begins-decision = Ottelu #{ $match } ({ $game }) on alkanut. Tässä on kätesi ja ensimmäinen päätöksesi.
dm-joined-hand = Liityit otteluun #{ $match } ({ $game }). Tässä on kätesi; kirjoitan, kun sinulla on päätettävää.
dm-joined-decision = Liityit otteluun #{ $match } ({ $game }). Tässä on kätesi ja ensimmäinen päätöksesi.
match-cancelled = { $by } perui ottelun #{ $match }.
seat-joined = { $who_you ->
    [yes] Liityt käynnissä olevaan otteluun.
   *[no] { $who } liittyy käynnissä olevaan otteluun.
}
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

## Kieltäytymiset (bot/errors.py): kukin yksi virke; mitään ei muutettu

match-standing = Ottelu #{ $match } { $status ->
    [lobby] ei ole vielä alkanut
    [active] on käynnissä
    [finished] on päättynyt
   *[cancelled] on peruttu
}{ $moves ->
    [yes] ; siirtoja ei oteta vastaan.
   *[no] .
}
error-stale-decision = Tuo valinta ei ole enää ajankohtainen; tässä on pelin tämänhetkinen tilanne.
error-version-conflict = Peli eteni sillä aikaa, kun mietit; katso tilanne uudelleen ja yritä uudestaan.
error-no-match = Ottelua #{ $match } ei ole.
error-no-match-here = Tällä palvelimella ei ole ottelua #{ $match }.
error-duplicate = Tuo napsautus on jo käsitelty.
error-player-count = Peliin { $game } tarvitaan { $min }–{ $max } pelaajaa, ei { $count }.
error-no-player-seat = Vähintään yhden paikan on oltava pelaajan, eikä tekoälypaikkojen määrä voi olla negatiivinen.
error-already-in = Olet jo ottelussa #{ $match }.
error-match-full = Ottelu #{ $match } on täynnä ({ $max } pelaajaa).
error-creator-leaves = Ottelun luoja ei voi poistua aulasta; peru sen sijaan ottelu.
error-member-not-player = Tuo jäsen ei pelaa ottelussa #{ $match }.
error-creator-removed = Ottelun luojaa ei voi poistaa aulasta; peru sen sijaan ottelu.
error-already-ai = Tekoäly pelaa jo pelaajan { $name } puolesta.
error-too-few = Peliin { $game } tarvitaan vähintään { $min } pelaajaa; mukaan on liittynyt { $joined } (täytä paikat lisäämällä tekoälypelaajia).
error-no-decision = Sinulla ei ole juuri nyt päätettävää.
error-match-over = Ottelu on päättynyt.
error-game-takes-no-one = Peliin { $game } ei nyt oteta uusia pelaajia.
error-join-out-of-order = Paikka { $seat } ei voi liittyä { $players } pelaajan otteluun.
error-not-a-choice = Siirto '{ $action }' ei ole juuri nyt sallittu valintasi.
error-action-too-long = Siirrossa on enintään { $most } merkkiä; valitse jokin tarjolla olevista valinnoistasi.
error-number-too-long = Kirjoittamassasi luvussa saa olla enintään { $most } numeroa.
error-unknown-game = Peliä '{ $name }' ei ole; valitse jokin näistä: { $known }.
error-started = Ottelu #{ $match } on jo alkanut.
error-no-late-join = Ottelu #{ $match } on jo alkanut, eikä { $game } ota nyt uusia pelaajia.
error-ended = Ottelu #{ $match } on jo päättynyt.
error-not-player = Et pelaa ottelussa #{ $match }.
error-creator-only = Vain ottelun luoja (tai palvelimen ylläpitäjä) voi tehdä tuon.
error-bad-options = Nämä valinnat eivät kelpaa: { $problems }.
error-options-syntax = Valinnat kirjoitetaan muodossa nimi=arvo; ”{ $part }” ei ole tätä muotoa.

## Omat pakat (bot/decks.py): pelaajien omat pakat peleissä, joissa niitä on

deck-show-line = { $n } × { $card } ({ $type })
deck-error-exists = Sinulla on jo pakka nimeltä { $deck }.
deck-error-too-many-decks = Voit pitää enintään { $max } pakkaa; poista ensin jokin.
deck-error-none = Sinulla ei ole vielä pakkaa; aloita sellainen komennolla /deck new.
deck-error-unknown = Sinulla ei ole pakkaa nimeltä ”{ $deck }”.
deck-error-preset-name = ”{ $deck }” on valmiin pakan nimi; anna pakallesi toinen nimi.
deck-error-count = Lisää tai poista kerralla 1–{ $max } kappaletta.
deck-error-illegal = Pakalla { $deck } ei voi vielä pelata:
deck-error-illegal-at-start = Pelaajan { $player } pakalla { $deck } ei voi enää pelata:
deck-error-gone = Pelaajan { $player } pakkaa { $deck } ei enää ole; hänen on liityttävä uudelleen toisella pakalla.
deck-error-no-decks = Peliä { $game } ei pelata omilla pakoilla.
deck-error-which-game = Omia pakkoja on useammassa pelissä ({ $games }): kerro, mitä peliä tarkoitat.

## Haku (bot/lookup.py): /card ja `python -m bot card`

sheet-kind = Tyyppi
sheet-text = Teksti
sheet-ruling = Tulkinta { $number }
lookup-error-no-catalogue = Pelissä { $game } ei ole kortteja eikä muuta haettavaa.
lookup-error-unknown = Missään pelissä ei ole mitään nimeltä ”{ $name }”.
# Nimi, jota ei löytynyt ($unknown: virke, joka sanoo sen), ja sitä lähellä olevat nimet.
lookup-error-near = { $unknown } Samankaltaisia nimiä: { $names }.
lookup-error-which-game = ”{ $name }” löytyy useasta pelistä: { $games }. Kerro myös peli.

## Pääte (bot/terminal.py)

terminal-player-range = Peliin { $game } tarvitaan { $min }–{ $max } pelaajaa; --players { $players } ei ole tällä välillä.
terminal-ai-range = Vähintään yhden paikan on oltava sinun: --ai-arvon on oltava 0–{ $most }, kun --players on { $players }.

# /rules ja päätteen `rules` (bot/rules.py).
rules-none = Pelille '{ $game }' ei ole vielä kirjoitettuja sääntöjä.
rules-no-section = Mikään pelin { $game } sääntöjen osio ei vastaa hakua '{ $topic }'. Osiot: { $sections }
