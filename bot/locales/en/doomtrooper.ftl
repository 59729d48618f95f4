# Doomtrooper in English (docs/wording.md for the conventions).

## Cards (names as printed)

dt-card-01130 = Flush Out the Coward
dt-card-01075 = Destroy Kohort
dt-card-01076 = Destroy Squad
dt-card-01001 = AC-40 "Justifier"
dt-card-01008 = Archangel
dt-card-01015 = Bauhaus Blitzer
dt-card-01018 = Big Bob Watts
dt-card-01020 = Blessed Armor
dt-card-01021 = Blessed Legionnaire
dt-card-01024 = Blindness
dt-card-01033 = Capitol Sword of Honor
dt-card-01035 = Centurion
dt-card-01040 = Child of Ilian
dt-card-01050 = Combat Armor
dt-card-01053 = Composite Armor
dt-card-01061 = Curator
dt-card-01066 = Dark Fire
dt-card-01069 = Deathlockdrum
dt-card-01078 = Dimensional Warp
dt-card-01080 = Discovered
dt-card-01085 = Dragoon
dt-card-01091 = Elemental Ball
dt-card-01092 = Elemental Bolt
dt-card-01094 = Elemental Wall
dt-card-01105 = Evasive Action
dt-card-01136 = Free Marine
dt-card-01149 = Hand of Death
dt-card-01157 = Hussar
dt-card-01163 = Indigestion
dt-card-01164 = Infantry
dt-card-01168 = Initiative
dt-card-01185 = Kratach
dt-card-01186 = L&A Plasma Carbine
dt-card-01194 = Lost Paperwork
dt-card-01195 = Lucky Shot
dt-card-01197 = Malfunction!
dt-card-01201 = Martian Banshee
dt-card-01202 = Max Steiner
dt-card-01208 = Mitch Hunter
dt-card-01209 = Mortificator
dt-card-01211 = Mystic
dt-card-01214 = Necromutant
dt-card-01084 = Doomed
dt-card-01288 = Snub the Cardinal
dt-card-01299 = Suicide Mission
dt-card-01217 = Negative Karma
dt-card-01219 = Nepharite of Algeroth
dt-card-01230 = Portable Force Shield
dt-card-01235 = Positive Karma
dt-card-01237 = Powerful Blow
dt-card-01238 = Premonition
dt-card-01240 = Presence
dt-card-01250 = Razide
dt-card-01257 = Resist Pain
dt-card-01267 = Sacred Warrior
dt-card-01273 = Sea Lion
dt-card-01281 = Shield
dt-card-01286 = SMG Mk. III "Interceptor"
dt-card-01297 = Strike
dt-card-01301 = Sunset Striker
dt-card-01310 = Take Cover
dt-card-01315 = Templar
dt-card-01316 = Terror
dt-card-01328 = Undead Legionnaire
dt-card-01331 = Valkyrie
dt-card-01332 = Vassht
dt-card-01333 = Venusian Ranger
dt-card-01334 = Violator Sword

## Words

dt-warrior = { $owner_you ->
    [yes] your { $card }
   *[no] { $owner }'s { $card }
}
dt-covered-warrior = { $owner_you ->
    [yes] your face-down warrior (place { $place })
   *[no] { $owner }'s face-down warrior (place { $place })
}
dt-deck-bauhaus = the Bauhaus deck
dt-deck-capitol = the Capitol deck
dt-deck-brotherhood = the Brotherhood deck
dt-deck-legion = the Dark Legion deck
dt-on = on
dt-off = off
dt-tactic-fight = Fight
dt-tactic-shoot = Shoot
dt-stats-f = Fight
dt-stats-s = Shoot
dt-stats-a = Armor
dt-stats-v = Value
dt-stats-fs = Fight and Shoot

## Decisions

dt-prompt-deck = Choose your deck
dt-prompt-turn = Turn { $turn }: take an action ({ $actions ->
    [one] 1 action left
   *[other] { $actions } actions left
})
dt-prompt-tactic = Turn { $turn }: choose the battle tactic
dt-prompt-combat = Turn { $turn }: play a card on the combat, or say you are done
dt-prompt-weapon = Turn { $turn }: choose the weapon { $warrior } uses for { $tactic }
dt-prompt-points = Share the { $n } points for { $victim } between promotion and destiny
dt-prompt-discard = Discard { $n ->
    [one] 1 card
   *[other] { $n } cards
} (down to three)
dt-prompt-discard-optional = Turn { $turn }: you may discard one more card

dt-choice-deck = Play { $deck }
dt-choice-end = End your actions
dt-choice-meditate = Meditate (+1 destiny point)
dt-choice-play-warrior = Bring in { $card } (pay { $n } destiny)
dt-choice-hide = Bring in { $card } in cover (three actions; pay when it leaves cover)
dt-choice-cover = Send { $warrior } into cover
dt-choice-uncover = Bring { $warrior } out of cover
dt-choice-equip = Equip { $warrior } with { $card }
dt-choice-equip-more = Equip { $warrior } with { $card } (same action)
dt-choice-gift = Give { $card } to { $warrior }
dt-choice-attack = Attack { $defender } with { $attacker }
dt-choice-attack-player = Attack { $target_you ->
    [yes] yourself
   *[no] { $target }
} with { $attacker }
dt-choice-mission = Give the mission { $card } to { $warrior }
dt-choice-mission-player = Play the mission { $card } on { $target_you ->
    [yes] yourself
   *[no] { $target }
}
dt-choice-done = Done
dt-choice-weapon = Use { $card }
dt-choice-play = Play { $card }
dt-choice-play-on = Play { $card } on { $warrior }
dt-choice-play-on-player = Play { $card } on { $target_you ->
    [yes] yourself
   *[no] { $target }
}
dt-choice-play-on-equipment = Play { $card } on { $equipment }
dt-choice-cast = Cast { $card } with { $caster } for { $n } destiny
dt-choice-cast-defender = Cast { $card } with { $caster }: { $warrior } becomes the defender
dt-choice-points = { $promotion } promotion and { $destiny } destiny
dt-choice-discard = Discard { $card }
dt-choice-keep = Keep your hand
dt-choice-auto-combat-on = Standing instruction on: pass in combat unless holding a combat card
dt-choice-auto-combat-off = Standing instruction off: stop passing in combat by yourself
dt-choice-auto-points-on = Standing instruction on: put all points earned into promotion
dt-choice-auto-points-off = Standing instruction off: ask how to share points again

## Events

dt-deck-chosen = { $who_you ->
    [yes] You play { $deck }.
   *[no] { $who } plays { $deck }.
}
dt-turn = Turn { $turn }: { $who_you ->
    [yes] your turn.
   *[no] { $who }'s turn.
}
dt-drew = { $who_you ->
    [yes] You draw
   *[no] { $who } draws
} { $n ->
    [one] 1 card
   *[other] { $n } cards
} ({ $left } left in the deck).
dt-meditate = { $who_you ->
    [yes] You meditate and have
   *[no] { $who } meditates and has
} { $n } destiny points.
dt-play-warrior = { $who_you ->
    [yes] You bring in
   *[no] { $who } brings in
} { $card } for { $n } destiny.
dt-hide-warrior = { $who_you ->
    [yes] You bring in a warrior face down, in cover (place { $place }).
   *[no] { $who } brings in a warrior face down, in cover (place { $place }).
}
dt-hide-warrior-own = The warrior in cover is your { $card }.
dt-take-cover = { $warrior } takes cover.
dt-leave-cover = { $warrior } leaves cover.
dt-must-uncover = { $who_you ->
    [yes] All your warriors are in cover: your next action must bring one out.
   *[no] All of { $who }'s warriors are in cover: their next action must bring one out.
}
dt-paid-on-leaving = { $who_you ->
    [yes] You pay
   *[no] { $who } pays
} { $n } destiny for { $warrior }.
dt-cannot-pay = { $who_you ->
    [yes] You cannot pay
   *[no] { $who } cannot pay
} { $n } destiny for { $warrior }: it is discarded, every destiny point is lost and { $lost } promotion points with them.
dt-equip = { $warrior } is equipped with { $card }.
dt-equip-covered = { $who_you ->
    [yes] You put a card face down with { $warrior }.
   *[no] { $who } puts a card face down with { $warrior }.
}
dt-gift = { $warrior } receives the gift { $card }.
dt-play-special = { $who_you ->
    [yes] You play
   *[no] { $who } plays
} { $card }.
dt-cast = { $caster } casts { $card } ({ $n } destiny).
dt-modified = { $card }: { $warrior } gets { $amount } { $stats } for this combat.
dt-gain-destiny = { $who_you ->
    [yes] You gain
   *[no] { $who } gains
} { $n } destiny points.
dt-gain-promotion = { $who_you ->
    [yes] You earn
   *[no] { $who } earns
} { $n } promotion points.
dt-lose-promotion = { $who_you ->
    [yes] You lose
   *[no] { $who } loses
} { $n } promotion points.
dt-lose-destiny = { $who_you ->
    [yes] You lose
   *[no] { $who } loses
} all { $n } destiny points.
dt-discovered = { $warrior } is discovered and turned face up.
dt-equipment-discarded = { $card } of { $warrior } is discarded.
dt-takes-cover-in-combat = { $warrior } dives into cover.
dt-extra-action = { $who_you ->
    [yes] You get
   *[no] { $who } gets
} { $n } extra action.
dt-defender-changed = { $new } takes the place of { $old } as the defender.
dt-attack = { $attacker } attacks { $defender }.
dt-attack-refused = { $attacker } may not attack { $defender }: turned up, it proves to be a warrior it cannot attack, and the attack is lost.
dt-attack-player = { $attacker } attacks { $target_you ->
    [yes] you
   *[no] { $target }
} directly.
dt-tactic = The tactic is { $tactic }: attacker { $attack } against Armor { $defence_armor }, defender { $defence } against Armor { $attack_armor }.
dt-weapon = { $warrior } uses { $card }.
dt-done = { $who_you ->
    [yes] You are done.
   *[no] { $who } is done.
}
dt-resolve = The combat is decided: attacker { $attack } against Armor { $defence_armor }, defender { $defence } against Armor { $attack_armor }.
dt-no-wounds = Nobody is wounded.
dt-combat-ends = A fighter has left play: the combat ends.
dt-wounded = { $warrior } is wounded.
dt-killed = { $warrior } is killed.
dt-attachments-discarded = { $n ->
    [one] 1 card with it is discarded.
   *[other] { $n } cards with it are discarded.
}
dt-points = { $who_you ->
    [yes] You take
   *[no] { $who } takes
} { $promotion } promotion and { $destiny } destiny points.
dt-discard = { $who_you ->
    [yes] You discard
   *[no] { $who } discards
} { $card }.
dt-end-actions = { $who_you ->
    [yes] You end your actions.
   *[no] { $who } ends their actions.
}
dt-out = { $who_you ->
    [yes] You have had no warrior for two turns: you are out.
   *[no] { $who } has had no warrior for two turns and is out.
}
dt-second-attack = { $who_you ->
    [yes] Thanks to Initiative you may attack once more.
   *[no] Thanks to Initiative, { $who } may attack once more.
}
dt-mission-warrior = { $warrior } takes on the mission { $card }.
dt-mission-player = { $who_you ->
    [yes] You play
   *[no] { $who } plays
} the mission { $card } on { $target_you ->
    [yes] you.
   *[no] { $target }.
}
dt-mission-fulfilled = { $who_you ->
    [yes] You fulfil
   *[no] { $who } fulfils
} the mission { $card }, worth { $n } points.
dt-standing-combat = Standing instruction "pass in combat unless holding a combat card": { $on }.
dt-standing-points = Standing instruction "all points to promotion": { $on }.

## Outcomes

dt-outcome-goal = A player reached the promotion goal.
dt-outcome-decks = Every deck is empty: the most promotion points win.
dt-outcome-last = Only one player is left.
dt-card-on-player = { $card } now lies on { $who_you ->
    [yes] you.
   *[no] { $who }.
}
dt-card-off-player = { $card } is discarded: { $who_you ->
    [yes] you have
   *[no] { $who } has
} no destiny points left.
dt-lose-destiny-n = { $who_you ->
    [yes] You lose
   *[no] { $who } loses
} { $n ->
    [one] 1 destiny point
   *[other] { $n } destiny points
} to { $card }.
dt-mission-self = { $who_you ->
    [yes] You take
   *[no] { $who } takes
} on the mission { $card }.

# What an action looks like (a refusal of a malformed one).
dt-syntax = Actions look like 'play k01214_3', 'attack w2 w5', 'fight', 'done' or 'end'.
## Deck building and the card browser (bot/decks.py, bot/games/doomtrooper/decklists.py)

dt-deck-own = the deck { $name }
dt-deck-show-line = { $n } × { $card } ({ $type })
dt-deck-error-unknown-card = There is no Doomtrooper card called “{ $card }”.
dt-deck-error-name = A deck's name has 1 to { $max } characters: letters, digits, spaces and - ' . , ! & ( ) + #, at least one letter or digit.
dt-deck-error-preset-name = “{ $deck }” is the name of a preconstructed deck; give yours another name.
dt-deck-error-exists = You already have a deck called { $deck }.
dt-deck-error-too-many-decks = You may keep at most { $max } decks; delete one first.
dt-deck-error-none = You have no deck yet; start one with /deck new.
dt-deck-error-unknown = You have no deck called “{ $deck }”.
dt-deck-error-count = Add or remove 1 to { $max } copies at a time.
dt-deck-error-too-many = A deck may hold { $card } at most { $limit } { $limit ->
    [one] time
   *[other] times
} (this would make { $count }).
dt-deck-error-not-in-deck = { $card } is not in the deck.
dt-deck-error-too-long = A list may have at most { $max } lines.
dt-deck-error-lines = { $count ->
    [one] One line of the list cannot be read; nothing was saved:
   *[other] { $count } lines of the list cannot be read; nothing was saved:
}
dt-deck-error-illegal = The deck { $deck } cannot be played yet:
dt-deck-error-illegal-at-start = { $player }'s deck { $deck } cannot be played any more:
dt-deck-error-gone = { $player }'s deck { $deck } is gone; they must join again with another deck.
dt-deck-error-no-decks = { $game } is not played with decks of your own.
dt-deck-problem-too-few = It has { $count } { $count ->
    [one] card
   *[other] cards
}: { $missing } short of the { $min } a deck needs.
dt-deck-problem-too-many = { $card }: { $count } copies, at most { $limit }.
dt-deck-problem-banned = { $card } may not be in a deck.
dt-deck-problem-gone = A card (code { $code }) is no longer in the game.
dt-deck-line-unreadable = Line { $line }: “{ $text }” is not a count and a card name.
dt-deck-line-unknown = Line { $line }: there is no card called “{ $card }”.
dt-deck-line-count = Line { $line }: { $count } copies of { $card }; give at least 1.
dt-card-type-warrior = warrior
dt-card-type-equipment = equipment
dt-card-type-special = special
dt-card-type-art = Art spell
dt-card-type-symmetry = Dark Symmetry gift
dt-card-type-mission = mission
dt-card-type-fortification = fortification
dt-faction-general = general
dt-faction-bauhaus = Bauhaus
dt-faction-capitol = Capitol
dt-faction-cybertronic = Cybertronic
dt-faction-imperial = Imperial
dt-faction-mishima = Mishima
dt-faction-brotherhood = Brotherhood
dt-faction-legion = Dark Legion
dt-sheet-type = Type
dt-sheet-personality = { $type }, personality
dt-sheet-faction = Faction
dt-sheet-stats = Fight / Shoot / Armor / Value
dt-sheet-stats-values = { $f } / { $s } / { $a } / { $v }
dt-sheet-aspects = Art aspects
dt-sheet-limit = Copies per deck
dt-sheet-text = Text
dt-sheet-ruling = Ruling { $number }
