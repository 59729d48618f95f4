# Päätteen omat rivit (bot/terminal.py): `python -m bot play`.

terminal-welcome = Kirjoita valinnan numero, tai 'help' nähdäksesi kaikki komennot.
terminal-started = Ottelu #{ $match } ({ $game }) alkoi.
terminal-saved = Tallennettu. Jatka komennolla: { $command }
terminal-player = Pelaaja { $number }
terminal-private = (yksityinen)
terminal-board-picture = Pelilaudan kuva: { $path }
terminal-no-choice = valintaa { $answer } ei ole; valitse 1–{ $count }
terminal-discord-match = Ottelua #{ $match } ei aloitettu päätteessä; sitä pelataan Discordissa.
terminal-nobody-to-ask = Kenelläkään tämän päätteen ääressä ei ole päätettävää ottelussa #{ $match }; yritä myöhemmin uudelleen.
terminal-setup-finished = Ottelu #{ $match } keskeytyi, kun sitä valmisteltiin; sen valmistelu on nyt viety loppuun.
terminal-setup-lost = Ottelu #{ $match } keskeytyi, kun sitä valmisteltiin, ennen kuin sen paikat oli täytetty, joten se on peruttu; aloita uusi komennolla: { $command }
terminal-over = Ottelu #{ $match } ({ $game }) on päättynyt. { $count ->
    [0] Kukaan ei voittanut.
    [one] Voittaja: { $winners }.
   *[other] Voittajat: { $winners }.
} { $reason }

## help: komennot kirjoitetaan sellaisinaan; nämä kertovat, mitä kukin tekee

terminal-help-title = Komennot:
terminal-help-number = valitse valinta sen numerolla
terminal-help-action = tee siirto sen tekstillä (näkyy sulkeissa kunkin valinnan perässä)
terminal-help-ai = anna tekoälyn valita puolestasi, tämän kerran
terminal-help-view = näytä pöytä ja päätöksesi uudelleen
terminal-help-rules = pelin säännöt, tai osio aiheesta TOPIC (esim. 'rules setup')
terminal-help-join = uusi pelaaja tällä päätteellä liittyy käynnissä olevaan otteluun (peleissä, jotka ottavat myöhästyneitä)
terminal-help-help = tämä luettelo (myös '?')
terminal-help-quit = tallenna ottelu ja lopeta (myös 'exit', Ctrl-D tai Ctrl-C)
terminal-too-many-decks = { $decks } pakkaa (--deck), mutta näppäimistön ääressä { $players ->
    [one] on 1 pelaaja
   *[other] on { $players } pelaajaa
}; anna enintään yksi --deck pelaajaa kohden.
