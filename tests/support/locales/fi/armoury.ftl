# Asevarasto, testipeli, jolla on luettelo (tests/support/armoury.py).
armoury-lantern = Lyhty
armoury-kind-gear = varuste
armoury-kind-flag = lippu
armoury-weight = Paino
armoury-kilos = { $n } kg
armoury-text = Kanna sitä.
armoury-not-found = Asevarastossa ei ole ”{ $name }”.
