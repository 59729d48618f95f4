# Discord-käyttöliittymän omat virkkeet (cogs/). Markdown ja Discordin maininnat pysyvät ennallaan.

## Kieltäytymiset ja huomautukset (cogs/errors.py, cogs/components.py)

discord-unexpected = Jokin meni vikaan; mitään ei muutettu.
discord-guild-only = Tämä komento toimii vain palvelimen kanavalla.
discord-managers-only = Tarvitset siihen palvelimen hallintaoikeuden (Manage Server).
discord-not-yours = Tämä painike kuuluu toiselle pelaajalle.
discord-already-taken = Siirtosi tuohon päätökseen on jo otettu vastaan; tässä on pelin tämänhetkinen tilanne.
discord-more-choices = Vaihtoehtoja on enemmän kuin tähän mahtuu: käytä komentoa `/act` (se täydentää sallitut siirtosi automaattisesti).
discord-and-more = { $count ->
    [one] … ja 1 muu.
   *[other] … ja { $count } muuta.
}
error-too-many-ai = Peliin { $game } mahtuu enintään { $max } pelaajaa, sinut mukaan lukien.
error-no-running-match = Et pelaa missään käynnissä olevassa ottelussa.
error-several-matches = Pelaat useassa ottelussa ({ $matches }); valitse niistä yksi ottelu-valinnalla.
error-server-language-managers = Vain jäsen, jolla on palvelimen hallintaoikeus (Manage Server), voi asettaa tämän palvelimen otteluketjujen kielen.

## Yksityisviestit (cogs/lobby.py, cogs/delivery.py)

discord-welcome = 👋 botwar lähettää kätesi ja päätöksesi tänne. Pidä yksityisviestit auki tälle palvelimelle.
discord-dms-closed-hint = En voi lähettää sinulle yksityisviestejä, joten et saa kättäsi yksityisesti. Salli yksityisviestit tältä palvelimelta (Yksityisyysasetukset) tai katso korttisi ja valitse komennolla `/hand`.
discord-dms-closed-thread = ⚠️ { $mention } ei ota vastaan yksityisviestejäni, joten en voi lähettää hänelle kättä enkä päätöksiä. Salli yksityisviestit tältä palvelimelta (Yksityisyysasetukset) tai katso korttisi ja valitse komennolla `/hand` täällä. Yritän yksityisviestejä uudelleen, kun hän seuraavan kerran käyttää komentoa tai painiketta, ja muutaman tunnin välein.

## Aulan vastaukset (cogs/lobby.py)

discord-opened = { $mention } avasi **{ $game }** -ottelun #{ $match } (pelaajia { $seated }/{ $max }). Liity komennolla `/game join match:{ $match }`; ottelun luoja aloittaa sen komennolla `/game start match:{ $match }`.
discord-play-in = Peliä pelataan ketjussa { $thread }.
discord-joined = { $mention } liittyi otteluun #{ $match } (pelaajia { $seated }/{ $max }: { $players }).
discord-left = Poistuit ottelusta #{ $match }.
discord-started = Ottelu #{ $match } on alkanut.
discord-follow-in = Seuraa sitä ketjussa { $thread }; kätesi tulee yksityisviestillä.
discord-ai-joined = Tekoälypelaaja liittyi otteluun #{ $match } (pelaajia { $seated }/{ $max }: { $players }).
discord-cancelled = Ottelu #{ $match } peruttiin.
discord-removed = Pelaaja { $name } poistettiin ottelusta #{ $match }.
discord-no-matches-here = Täällä ei ole avoimia eikä käynnissä olevia otteluita.
discord-settings = Ottelu #{ $match }: { $hours } h päätöstä kohden, muistutus { $reminder } h ennen määräaikaa, tekoäly ottaa paikan haltuunsa { $takeover } myöhästymisen jälkeen (0 = ei koskaan), { $reaction } h reaktioikkunaa kohden.
discord-match-choice = #{ $match } { $game } ({ $status ->
    [lobby] avoin
    [active] käynnissä
    [finished] päättynyt
   *[cancelled] peruttu
}, { $players ->
    [one] 1 pelaaja
   *[other] { $players } pelaajaa
})

## Upotukset (cogs/embeds.py)

discord-title-status = Ottelu #{ $match }: odotetaan
discord-title-decision = Ottelu #{ $match }: sinun siirtosi
discord-title-hand = Ottelu #{ $match }: kätesi
discord-title-reminder = Ottelu #{ $match }: muistutus
discord-title-finished = Ottelu #{ $match }: päättynyt
discord-title = Ottelu #{ $match }
discord-your-decision = **Sinun päätöksesi:** { $prompt }

## Asetukset (cogs/languages.py)

discord-language-follows = Yksityisviestisi ja vastaukset sinulle noudattavat taas Discordin kieltäsi.
discord-language-set = Yksityisviestiesi ja sinulle annettujen vastausten kieli on tästä lähtien { $language }.
discord-server-language-follows = Täällä otteluketjut noudattavat taas palvelimen ensisijaista kieltä.
discord-server-language-set = Täällä otteluketjujen kieli on tästä lähtien { $language }.
discord-rules-more = (Lisää on tulossa: kysy aihetta, esim. `/rules game:… topic:…`.)

# /botwar health (ylläpitäjän luvut tallennuksesta).
discord-health-title = **botwarin tila**
discord-health-deadlines = Odottavia määräaikoja: { $count }
discord-health-matches-active = Käynnissä olevia otteluita: { $count }
discord-health-matches-created = Otteluita luotu kaikkiaan: { $count }
discord-health-matches-lobby = Pelaajia odottavia otteluita: { $count }
discord-health-outbox-pending = Toimitusta odottavia viestejä: { $count }
discord-game-choice = { $game } ({ $min }–{ $max } pelaajaa)

## Deck building (cogs/decks.py)

discord-deck-title = { $deck }: { $count ->
    [one] 1 kortti
   *[other] { $count } korttia
}
discord-deck-empty = Ei vielä kortteja.
discord-deck-legal = Valmis pelattavaksi: ota se mukaan komennolla `/game join deck:{ $deck }` (tai `/game new`).
discord-deck-not-legal = Ei vielä pelattavissa:
discord-deck-created = Pakka { $deck } luotu. Lisää kortteja komennolla `/deck add` tai `/deck import`.
discord-deck-imported = Pakassa { $deck } on nyt listasi { $count } korttia.
discord-deck-list-none = Sinulla ei ole vielä pakkoja; aloita sellainen komennolla `/deck new`.
discord-deck-list-line = { $deck }: { $count } korttia, { $legal ->
    [yes] valmis pelattavaksi
   *[no] ei vielä pelattavissa
}
discord-deck-export = Pakkasi { $deck } tekstinä (`/deck import` lukee sen takaisin):
discord-deck-deleted = Pakka { $deck } poistettu.
discord-deck-brought = Pelaat ottelussa #{ $match } pakalla { $deck }; listasi luetaan, kun ottelu alkaa.
