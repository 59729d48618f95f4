# Armoury, the test game with a catalogue (tests/support/armoury.py).
armoury-lantern = Lantern
armoury-kind-gear = gear
armoury-kind-flag = flag
armoury-weight = Weight
armoury-kilos = { $n } kg
armoury-text = Carry it.
armoury-not-found = The armoury has no “{ $name }”.
