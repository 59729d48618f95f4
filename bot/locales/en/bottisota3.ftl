# Bottisota-3 in English (docs/wording.md for the conventions).
# A player stands for their bot: "Ben takes the hit" is Ben's bot taking it.

## Cards, bots and their parts

b3-card-spade = { $rank }♠
b3-card-heart = { $rank }♥
b3-card-diamond = { $rank }♦
b3-card-club = { $rank }♣
b3-card-joker = 🃏 joker
b3-deck-top = the deck top

b3-bot-antibotti = Antibotti
b3-bot-egoisti = Egoisti
b3-bot-pasifisti = Pasifisti
b3-bot-pora = Pora
b3-bot-ruostuttaja = Ruostuttaja
b3-bot-sadonkorjaaja = Sadonkorjaaja
b3-bot-siivuri = Siivuri
b3-bot-skitsodroidi = Skitsodroidi
b3-bot-teekuppi = Teekuppi
b3-bot-torkkubotti = Torkkubotti
b3-bot-vinkubotti = Vinkubotti

b3-bot-antibotti-title = Antibotti (Antibot)
b3-bot-egoisti-title = Egoisti (Egoist)
b3-bot-pasifisti-title = Pasifisti (Pacifist)
b3-bot-pora-title = Pora (Drill)
b3-bot-ruostuttaja-title = Ruostuttaja (Rustmaker)
b3-bot-sadonkorjaaja-title = Sadonkorjaaja (Harvester)
b3-bot-siivuri-title = Siivuri (Slicer)
b3-bot-skitsodroidi-title = Skitsodroidi (Schizodroid)
b3-bot-teekuppi-title = Teekuppi (Teacup)
b3-bot-torkkubotti-title = Torkkubotti (Snoozebot)
b3-bot-vinkubotti-title = Vinkubotti (Whinebot)

b3-form-mill = tehomylly (power mill)
b3-form-thinker = mietiskelijä (thinker)

b3-weapon-gun = gun shot
b3-weapon-blast = blast-gun shot
b3-weapon-mega = mega-gun shot
b3-weapon-missile = missile
b3-weapon-electric = mega-electric missile
b3-weapon-strike = strike
b3-weapon-bomb = bomb
b3-weapon-mine = mine
b3-weapon-ego = ego-field attack
b3-weapon-noise = whine-noise attack

# An attack's card, kind and power.
b3-attack = { $card } ({ $weapon }, power { $power })
b3-attack-reflected = { $card } (reflected { $weapon }, power { $power })

b3-system-missile-platform = Ohjusalusta (missile platform)
b3-system-double-missile-platform = Tuplaohjusalusta (double missile platform)
b3-system-missile-defence = Ohjustorjunta (missile defence)
b3-system-blast-gun = Posahdustykki "Turbosarjapyssy" (blast gun)
b3-system-mega-gun = Megatykki "Megagigapyssy" (mega gun)
b3-system-targeting = Tähtäinjärjestelmä (targeting system)
b3-system-strike-claw = Mättöisku + tartuntakoura (strike + grab claw)
b3-system-strike-fighter = Mättöisku + Taistelija (strike + fighter)
b3-system-strike-fast = Mättöisku + Nopea (strike + fast)
b3-system-extra-shield = Extrasuoja + Hidas (extra shield + slow)
b3-system-stealth-field = Häivekenttä (stealth field)
b3-system-shield-field = Suojakenttä (shield field)

b3-oneshot-repair-kit = repair kit
b3-oneshot-smoke-screen = smoke screen
b3-oneshot-mega-electric = mega-electric missile
b3-oneshot-active-armour = active armour
b3-oneshot-field-virus = field virus
b3-oneshot-panic-folder = panic folder
b3-oneshot-self-destruct = self-destruct
b3-oneshot-reprogramming = reprogramming

b3-oneshot-repair-kit-about = Korjauspakki (repair kit): repair one damage
b3-oneshot-smoke-screen-about = Savuverho (smoke screen): you cannot be hit, nor shoot or strike, until your next turn
b3-oneshot-mega-electric-about = Megasähköohjus (mega-electric missile): two deck cards blast the target and its melee
b3-oneshot-active-armour-about = Aktiivipanssari (active armour): the strike also hits the striker
b3-oneshot-field-virus-about = kenttävirus (field virus): every field is off until your next turn
b3-oneshot-panic-folder-about = paniikkipoimutin (panic folder): teleport out of the melee; an attack on you misses
b3-oneshot-self-destruct-about = itsetuho (self-destruct): 6 damage to your melee, 3 to every other bot
b3-oneshot-reprogramming-about = uudelleenohjelmointi (reprogramming): every bot exchanges every card

b3-topic-defend = auto defend
b3-topic-letgo = auto letgo
b3-topic-fire = auto fire
b3-topic-cards = auto cards
b3-topic-nobug = auto nobug
b3-topic-bugme = auto bugme
b3-topic-boom = auto boom

b3-topic-defend-means = defend with the cheapest legal card
b3-topic-letgo-means = keep pinning, follow only the bot you pin
b3-topic-fire-means = fire your best cards at chargers, re-aim, lay no mines
b3-topic-cards-means = trim, keep your systems, take the default bonus
b3-topic-nobug-means = never bug: no reaction windows for you
b3-topic-bugme-means = bug only cards played against you: other reaction windows are let go
b3-topic-boom-means = a 10♥ you must throw away self-destructs only when that wins, else it is discarded

## Decisions
# $turn names the turn; $step (a decision's serial number) only keeps each decision's id fresh.

b3-prompt-turn = turn { $turn }: make your move
b3-prompt-defend = turn { $turn }: defend against { $attacker_you ->
        [yes] your own
       *[no] { $attacker }'s
    } { $attack }
b3-prompt-react = turn { $turn }: bug { $played }, or let it go
b3-prompt-extra = turn { $turn }: re-draw your failed defence with the extra shield, or take the hit
b3-prompt-reaim = turn { $turn }: re-aim your stopped shot with the targeting system, or keep it stopped
b3-prompt-letgo = turn { $turn }: let { $other } escape from your melee, or keep { $other } pinned
b3-prompt-follow = turn { $turn }: follow { $other }'s charge out of your melee, or stay
b3-prompt-chargefire = turn { $turn }: fire at { $other }'s charge ({ $count ->
        [one] 1 weapon
       *[other] { $count } weapons
    } left), or hold fire
b3-prompt-mine = turn { $turn }: lay mines at your pursuers ({ $count ->
        [one] 1 mine
       *[other] { $count } mines
    } left), or lay no mine
b3-prompt-steal = turn { $turn }: choose what to steal from { $victim }
b3-prompt-dropsys = turn { $turn }: drop installed systems now to get down to your card limit, or keep them until the refill
b3-prompt-trim = turn { $turn }: discard down to your limit of { $limit ->
        [one] 1 card
       *[other] { $limit } cards
    }
b3-prompt-bonus = turn { $turn }: choose your bonus for destroying a bot
b3-prompt-exchange = turn { $turn }: discard the cards you want to exchange, then draw
b3-prompt-pick = turn { $turn }: pick a bot
b3-prompt-boom = turn { $turn }: self-destruct with the card you must throw away, or just discard it

# What a reaction window is about ($who played the card; never the one asked).
b3-played-attack = { $who }'s { $attack } at { $target_you ->
        [yes] you
       *[no] { $target }
    }
b3-played-block = { $who }'s { $card }, which stopped { $attacker_you ->
        [yes] your
       *[no] { $attacker }'s
    } { $attack }
b3-played-install = { $who }'s install of { $card }: { $system }
b3-played-effect = { $who }'s { $card } ({ $name })
b3-played-effect-against = { $who }'s { $card } ({ $name }) against { $attacker_you ->
        [yes] your
       *[no] { $attacker }'s
    } { $attack }
b3-played-effect-at = { $who }'s { $card } ({ $name }) at { $target_you ->
        [yes] you
       *[no] { $target }
    }

b3-group-move = Move
b3-group-attack = Attack
b3-group-fire = Charge fire
b3-group-install = Install
b3-group-use = Use a card
b3-group-bug = Bug
b3-group-exchange = Exchange
b3-group-end = End the turn
b3-group-standing = Standing instructions

b3-choice-gun = Shoot { $card } at { $target }'s { $bot }
b3-choice-blast = Fire { $card } from the blast gun at { $target }'s { $bot }
b3-choice-mega = Fire { $card } from the mega gun at { $target }'s { $bot }
b3-choice-missile = Launch { $card } as a missile at { $target }'s { $bot }
b3-choice-strike = Strike { $target }'s { $bot } with { $card }
b3-choice-bomb = Bomb { $target }'s { $bot } with { $card }
b3-choice-electric = Fire { $card } (mega-electric missile) at { $target }'s { $bot }
b3-choice-mine = Lay { $card } as a mine at { $target }'s { $bot }
b3-choice-auto-on = Turn { $topic } on: { $means }
b3-choice-auto-off = Turn { $topic } off (while it is on: { $means })
b3-choice-disengage = Try to disengage from the melee
b3-choice-charge = Charge { $target }'s { $bot }
b3-choice-exchange = Exchange cards (instead of attacking)
b3-choice-ego = End your turn with an ego-field attack: { $card }
b3-choice-donate = End your turn by donating { $card } to { $receiver }
b3-choice-selfdestruct = Trigger your built-in self-destruct (Itsetuho)
b3-choice-end = End your turn
b3-choice-install = Install { $card }: { $system }
b3-choice-use = Use { $card }: { $about }
b3-choice-bug-system = Bug { $owner_you ->
        [yes] your own
       *[no] { $owner }'s
    } installed { $card } with your joker (it is destroyed)
b3-choice-defend = Defend with { $card }
b3-choice-defend-deck = Defend with the deck top
b3-choice-take = Take the hit
b3-choice-bug-attack = Bug { $attacker_you ->
        [yes] your own
       *[no] { $attacker }'s
    } { $card } with your joker (the attack is negated)
b3-choice-redraw = Re-draw the defence from the deck with your extra shield
b3-choice-reaim = Re-aim: exchange the shot for the deck top
b3-choice-keep-stopped = Keep the shot stopped
b3-choice-pin = Keep { $escaper } pinned
b3-choice-pin-switch = Pin { $escaper } (and release { $released })
b3-choice-let-go = Let { $escaper } go
b3-choice-follow = Follow { $charger } into the new melee
b3-choice-stay = Stay behind
b3-choice-no-mine = Lay no mine
b3-choice-hold = Hold fire
b3-choice-steal-hand = Steal a random card from { $victim }'s hand
b3-choice-steal-system = Steal { $victim }'s installed { $card } into your hand
b3-choice-claw-install = Grab { $victim }'s { $card } with the claw and install it
b3-choice-claw-scrap = Grab { $victim }'s { $card } with the claw and scrap it
b3-choice-steal-nothing = Steal nothing
b3-choice-drop-system = Drop your installed { $card } now
b3-choice-keep-systems = Keep your systems (trim at the refill)
b3-choice-discard = Discard { $card }
b3-choice-discard-ten = Discard { $card } (then choose: self-destruct with it, or just discard it)
b3-choice-remove-system = Remove your installed { $card }
b3-choice-bonus-repair = Repair one damage
b3-choice-bonus-exchange = Make a free exchange
b3-choice-draw = Draw up to five cards (then trim to your condition)
b3-choice-bug = Bug { $owner }'s { $card } with your joker (it is negated)
b3-choice-let-it-go = Let it go
b3-choice-boom = Self-destruct with { $card }: 6 damage to your melee, 3 to every other bot
b3-choice-boom-discard = Just discard { $card }
b3-choice-pick = Pick { $bot }

## Events: the turn

b3-turn = Turn { $turn }: { $who_you ->
        [yes] your turn.
       *[no] { $who }'s turn.
    }
b3-enter = { $who_you ->
        [yes] Your { $bot } enters the battle (condition { $condition }).
       *[no] { $who }'s { $bot } enters the battle (condition { $condition }).
    }
b3-pick = { $who_you ->
        [yes] You pick { $bot }.
       *[no] { $who } picks { $bot }.
    }
b3-draw = { $who_you ->
        [yes] You draw { $cards }.
       *[no] { $who } draws { $cards }.
    }
b3-virus-off = The field virus wears off: fields work again.
b3-schizo = { $who_you ->
        [yes] Your schizo card is { $card }: your Skitsodroidi is a { $form } this turn.
       *[no] { $who }'s schizo card is { $card }: { $who }'s Skitsodroidi is a { $form } this turn.
    }
b3-snooze = { $who_you ->
        [yes] You turn { $card } and snooze: your turn ends at once.
       *[no] { $who } turns { $card } and snoozes: { $who }'s turn ends at once.
    }
b3-awake = { $who_you ->
        [yes] You turn { $card } and stay awake.
       *[no] { $who } turns { $card } and stays awake.
    }
b3-noise = { $who_you ->
        [yes] Your whine noise turns { $card } (power { $power }) against every other bot.
       *[no] { $who }'s whine noise turns { $card } (power { $power }) against every other bot.
    }
b3-noise-nothing = { $who_you ->
        [yes] Your whine noise turns { $card }: it has no power, no attack.
       *[no] { $who }'s whine noise turns { $card }: it has no power, no attack.
    }
b3-auto-on = { $who_you ->
        [yes] You turn the standing instruction { $topic } on.
       *[no] { $who } turns the standing instruction { $topic } on.
    }
b3-auto-off = { $who_you ->
        [yes] You turn the standing instruction { $topic } off.
       *[no] { $who } turns the standing instruction { $topic } off.
    }
b3-turn-limit = The turn limit of { $limit } turns is reached: the bots in the best condition win.

## Events: attacks and defences

b3-attack-play = { $who_you ->
        [yes] You attack { $target } with { $card } ({ $weapon }).
       *[no] { $who } attacks { $target_you ->
            [yes] you
           *[no] { $target }
        } with { $card } ({ $weapon }).
    }
b3-attack-deck = { $who_you ->
        [yes] You turn the deck top to attack { $target }: { $card } ({ $weapon }).
       *[no] { $who } turns the deck top to attack { $target_you ->
            [yes] you
           *[no] { $target }
        }: { $card } ({ $weapon }).
    }
b3-charge-fire = { $who_you ->
        [yes] Charge fire: you fire { $card } at { $target } ({ $weapon }).
       *[no] Charge fire: { $who } fires { $card } at { $target_you ->
            [yes] you
           *[no] { $target }
        } ({ $weapon }).
    }
b3-charge-fire-deck = { $who_you ->
        [yes] Charge fire: you turn the deck top at { $target }: { $card } ({ $weapon }).
       *[no] Charge fire: { $who } turns the deck top at { $target_you ->
            [yes] you
           *[no] { $target }
        }: { $card } ({ $weapon }).
    }
b3-hold-fire = { $who_you ->
        [yes] You hold fire.
       *[no] { $who } holds fire.
    }
b3-ego = { $who_you ->
        [yes] Your ego field attacks { $targets } with { $card }.
       *[no] { $who }'s ego field attacks { $targets } with { $card }.
    }
b3-ego-deck = { $who_you ->
        [yes] Your ego field turns the deck top against { $targets }: { $card }.
       *[no] { $who }'s ego field turns the deck top against { $targets }: { $card }.
    }
b3-attack-defend = { $target_you ->
        [yes] You must defend against { $attacker }'s { $attack }.
       *[no] { $target } must defend against { $attacker_you ->
            [yes] your
           *[no] { $attacker }'s
        } { $attack }.
    }
b3-attack-defend-self = { $target_you ->
        [yes] Your kick hits your own bot too: you must defend against { $attack }.
       *[no] { $target }'s kick hits { $target }'s own bot too: { $target } must defend against { $attack }.
    }
b3-attack-armour = { $target_you ->
        [yes] Your armour ({ $armour }) stops { $attacker }'s { $attack }.
       *[no] { $target }'s armour ({ $armour }) stops { $attacker_you ->
            [yes] your
           *[no] { $attacker }'s
        } { $attack }.
    }
b3-attack-armour-self = { $target_you ->
        [yes] Your kick hits your own bot too, but your armour ({ $armour }) stops { $attack }.
       *[no] { $target }'s kick hits { $target }'s own bot too, but { $target }'s armour ({ $armour }) stops { $attack }.
    }
b3-attack-smoke = { $target_you ->
        [yes] { $attacker }'s { $attack } misses you: you are hidden in smoke.
       *[no] { $attacker_you ->
            [yes] Your { $attack } misses { $target }: { $target } is hidden in smoke.
           *[no] { $attacker }'s { $attack } misses { $target }: { $target } is hidden in smoke.
        }
    }
b3-attack-smoke-self = { $target_you ->
        [yes] Your kick misses your own bot, hidden in smoke: { $attack }.
       *[no] { $target }'s kick misses { $target }'s own bot, hidden in smoke: { $attack }.
    }
b3-attack-worthless = { $attacker_you ->
        [yes] Your { $card } ({ $weapon }) has no power against { $target }: no attack.
       *[no] { $attacker }'s { $card } ({ $weapon }) has no power against { $target_you ->
            [yes] you
           *[no] { $target }
        }: no attack.
    }
b3-take-hit = { $who_you ->
        [yes] You take the hit.
       *[no] { $who } takes the hit.
    }
b3-defend-stops = { $who_you ->
        [yes] You defend with { $card } and stop the attack.
       *[no] { $who } defends with { $card } and stops the attack.
    }
b3-defend-fails = { $who_you ->
        [yes] You defend with { $card }, which does not stop the attack.
       *[no] { $who } defends with { $card }, which does not stop the attack.
    }
b3-defend-deck-stops = { $who_you ->
        [yes] You turn the deck top, { $card }, and stop the attack.
       *[no] { $who } turns the deck top, { $card }, and stops the attack.
    }
b3-defend-deck-fails = { $who_you ->
        [yes] You turn the deck top, { $card }, which does not stop the attack.
       *[no] { $who } turns the deck top, { $card }, which does not stop the attack.
    }
b3-defend-again = { $who_you ->
        [yes] You must defend again.
       *[no] { $who } must defend again.
    }
b3-redraw-stops = { $who_you ->
        [yes] Your extra shield re-draws { $card } and stops the attack.
       *[no] { $who }'s extra shield re-draws { $card } and stops the attack.
    }
b3-redraw-fails = { $who_you ->
        [yes] Your extra shield re-draws { $card }, which does not stop the attack either.
       *[no] { $who }'s extra shield re-draws { $card }, which does not stop the attack either.
    }
b3-reaim = { $who_you ->
        [yes] Your targeting system re-aims the shot with the deck top: { $card } (power { $power }).
       *[no] { $who }'s targeting system re-aims the shot with the deck top: { $card } (power { $power }).
    }
b3-reflect = { $who_you ->
        [yes] Your reflection shield sends { $card } back at { $attacker }.
       *[no] { $who }'s reflection shield sends { $card } back at { $attacker_you ->
            [yes] you
           *[no] { $attacker }
        }.
    }
b3-emp = { $target_you ->
        [yes] The EMP gun makes you exchange a random card: { $card } is discarded.
       *[no] The EMP gun makes { $target } exchange a random card: { $card } is discarded.
    }
b3-emp-ten = { $target_you ->
        [yes] The EMP gun makes you exchange a random card: { $card } must be thrown away.
       *[no] The EMP gun makes { $target } exchange a random card: { $card } must be thrown away.
    }
b3-misses = { $target_you ->
        [yes] { $attacker }'s { $attack } misses you.
       *[no] { $attacker_you ->
            [yes] Your { $attack } misses { $target }.
           *[no] { $attacker }'s { $attack } misses { $target }.
        }
    }

## Events: damage and destruction

b3-damage = { $who_you ->
        [yes] You lose { $amount ->
            [one] 1 card
           *[other] { $amount } cards
        } of condition ({ $left } left).
       *[no] { $who } loses { $amount ->
            [one] 1 card
           *[other] { $amount } cards
        } of condition ({ $left } left).
    }
b3-fragile-repair = { $who_you ->
        [yes] Your fragile bot repairs itself at once with { $count ->
            [one] an A♥
           *[other] { $count } A♥ cards
        } (condition { $condition }).
       *[no] { $who }'s fragile bot repairs itself at once with { $count ->
            [one] an A♥
           *[other] { $count } A♥ cards
        } (condition { $condition }).
    }
b3-fragile-break = { $who_you ->
        [yes] Your fragile bot breaks apart.
       *[no] { $who }'s fragile bot breaks apart.
    }
b3-green-laser = { $who_you ->
        [yes] The green laser makes you throw away your whole hand: { $cards }.
       *[no] The green laser makes { $who } throw away the whole hand: { $cards }.
    }
b3-rust = { $who_you ->
        [yes] The rust gun eats your installed { $card }.
       *[no] The rust gun eats { $who }'s installed { $card }.
    }
b3-electric-hit = { $who_you ->
        [yes] You must exchange your hand and systems: { $cards } go.
       *[no] { $who } must exchange hand and systems: { $cards } go.
    }
b3-destroyed = { $who_you ->
        [yes] Your { $bot } is destroyed!
       *[no] { $who }'s { $bot } is destroyed!
    }
b3-out = { $who_you ->
        [yes] You have no bots left and are out of the match.
       *[no] { $who } has no bots left and is out of the match.
    }
b3-reserve = { $who_you ->
        [yes] You have { $count ->
            [one] 1 more bot
           *[other] { $count } more bots
        } in reserve: the next one enters at your next turn.
       *[no] { $who } has { $count ->
            [one] 1 more bot
           *[other] { $count } more bots
        } in reserve: the next one enters at { $who }'s next turn.
    }
b3-explode = { $who_you ->
        [yes] Your bot explodes: 6 damage to every bot in its melee, 3 to every other bot!
       *[no] { $who }'s bot explodes: 6 damage to every bot in its melee, 3 to every other bot!
    }
b3-explode-ten = { $who_you ->
        [yes] Your { $card } goes down with your bot and explodes: 6 damage to every bot in its melee, 3 to every other bot!
       *[no] { $who }'s { $card } goes down with the bot and explodes: 6 damage to every bot in its melee, 3 to every other bot!
    }
b3-explode-built-in = { $who_you ->
        [yes] Your built-in self-destruct goes off: 6 damage to every bot in its melee, 3 to every other bot!
       *[no] { $who }'s built-in self-destruct goes off: 6 damage to every bot in its melee, 3 to every other bot!
    }
b3-shed = { $who_you ->
        [yes] You shed your oldest cards down to your new limit: { $cards }.
       *[no] { $who } sheds the oldest cards down to the new limit: { $cards }.
    }
b3-selfdestruct-builtin = { $who_you ->
        [yes] You trigger your built-in self-destruct!
       *[no] { $who } triggers their built-in self-destruct!
    }
b3-selfdestruct-ten = { $who_you ->
        [yes] You set off the self-destruct of your { $card }!
       *[no] { $who } sets off the self-destruct of their { $card }!
    }
b3-bonus-repair = { $who_you ->
        [yes] You repair one damage as the destroyer's bonus (condition { $condition }).
       *[no] { $who } repairs one damage as the destroyer's bonus (condition { $condition }).
    }
b3-bonus-exchange = { $who_you ->
        [yes] You make a free exchange as the destroyer's bonus.
       *[no] { $who } makes a free exchange as the destroyer's bonus.
    }

## Events: cards

b3-exchange = { $who_you ->
        [yes] You exchange cards instead of attacking.
       *[no] { $who } exchanges cards instead of attacking.
    }
b3-discard = { $who_you ->
        [yes] You discard { $card }.
       *[no] { $who } discards { $card }.
    }
b3-discard-system = { $who_you ->
        [yes] You remove your installed { $card }.
       *[no] { $who } removes their installed { $card }.
    }
b3-discard-all = { $who_you ->
        [yes] You throw away { $cards }.
       *[no] { $who } throws away { $cards }.
    }
b3-boom-discard = { $who_you ->
        [yes] You just discard { $card } (no self-destruct).
       *[no] { $who } just discards { $card } (no self-destruct).
    }
b3-install = { $who_you ->
        [yes] You install { $card }: { $system }.
       *[no] { $who } installs { $card }: { $system }.
    }
b3-install-scrapped = { $who_you ->
        [yes] Your { $card } is scrapped instead of installed.
       *[no] { $who }'s { $card } is scrapped instead of installed.
    }
b3-play = { $who_you ->
        [yes] You play { $card } ({ $name }).
       *[no] { $who } plays { $card } ({ $name }).
    }
b3-play-at = { $who_you ->
        [yes] You play { $card } ({ $name }) at { $target }.
       *[no] { $who } plays { $card } ({ $name }) at { $target_you ->
            [yes] you
           *[no] { $target }
        }.
    }
b3-play-against = { $who_you ->
        [yes] You play { $card } ({ $name }) against { $attacker }'s attack.
       *[no] { $who } plays { $card } ({ $name }) against { $attacker_you ->
            [yes] your
           *[no] { $attacker }'s
        } attack.
    }
b3-repaired = { $who_you ->
        [yes] Your repair kit works: condition { $condition }.
       *[no] { $who }'s repair kit works: condition { $condition }.
    }
b3-smoke = { $who_you ->
        [yes] You hide in a smoke screen until your next turn.
       *[no] { $who } hides in a smoke screen until their next turn.
    }
b3-teleport = { $who_you ->
        [yes] You panic-fold and teleport away from the other bots.
       *[no] { $who } panic-folds and teleports away from the other bots.
    }
b3-virus = { $who_you ->
        [yes] The field virus spreads: no field works until your next turn.
       *[no] The field virus spreads: no field works until { $who }'s next turn.
    }
b3-electric = The mega-electric missile turns { $cards } from the deck against { $targets }.
b3-active-armour = { $who_you ->
        [yes] Your active armour turns the strike on { $attacker } too.
       *[no] { $who }'s active armour turns the strike on { $attacker_you ->
            [yes] you
           *[no] { $attacker }
        } too.
    }
b3-reprogram-start = { $who_you ->
        [yes] You reprogram every bot with a { $card } at the start of your turn: every bot throws away its hand and systems and draws up to five cards.
       *[no] { $who } reprograms every bot with a { $card } at the start of their turn: every bot throws away its hand and systems and draws up to five cards.
    }
b3-reprogram = { $who_you ->
        [yes] You reprogram every bot with a { $card }: every bot throws away its hand and systems; new cards come at the end of the turn.
       *[no] { $who } reprograms every bot with a { $card }: every bot throws away its hand and systems; new cards come at the end of the turn.
    }
b3-donate = { $who_you ->
        [yes] You donate a card to { $receiver } and end your turn.
       *[no] { $who } donates a card to { $receiver_you ->
            [yes] you
           *[no] { $receiver }
        } and ends their turn.
    }
b3-donated-card = The donated card is { $card }.
b3-steal-hand = { $thief_you ->
        [yes] You steal a random card from { $victim }'s hand.
       *[no] { $thief } steals a random card from { $victim_you ->
            [yes] your
           *[no] { $victim }'s
        } hand.
    }
b3-stolen-card = The stolen card is { $card }.
b3-steal-system = { $thief_you ->
        [yes] You steal { $victim }'s installed { $card } into your hand.
       *[no] { $thief } steals { $victim_you ->
            [yes] your
           *[no] { $victim }'s
        } installed { $card } into their hand.
    }
b3-claw-scrap = { $thief_you ->
        [yes] Your grab claw tears off { $victim }'s { $card } and scraps it.
       *[no] { $thief }'s grab claw tears off { $victim_you ->
            [yes] your
           *[no] { $victim }'s
        } { $card } and scraps it.
    }
b3-claw-install = { $thief_you ->
        [yes] Your grab claw takes { $victim }'s { $card } and installs it.
       *[no] { $thief }'s grab claw takes { $victim_you ->
            [yes] your
           *[no] { $victim }'s
        } { $card } and installs it.
    }

## Events: bugs (the joker)

b3-bug = { $who_you ->
        [yes] You bug { $owner }'s { $card } with a joker: it is negated.
       *[no] { $who } bugs { $owner_you ->
            [yes] your
           *[no] { $owner }'s
        } { $card } with a joker: it is negated.
    }
b3-bug-attack = { $who_you ->
        [yes] You bug { $attacker }'s { $card } with a joker: the attack is negated.
       *[no] { $who } bugs { $attacker_you ->
            [yes] your
           *[no] { $attacker }'s
        } { $card } with a joker: the attack is negated.
    }
b3-bug-system = { $who_you ->
        [yes] You bug { $owner }'s installed { $card } with a joker: it is destroyed.
       *[no] { $who } bugs { $owner_you ->
            [yes] your
           *[no] { $owner }'s
        } installed { $card } with a joker: it is destroyed.
    }
b3-bug-own-system = { $who_you ->
        [yes] You bug your own installed { $card } with a joker: it is destroyed.
       *[no] { $who } bugs their own installed { $card } with a joker: it is destroyed.
    }

## Events: melee

b3-disengage = { $who_you ->
        [yes] You try to disengage from the melee.
       *[no] { $who } tries to disengage from the melee.
    }
b3-escape = { $who_you ->
        [yes] You get away from the melee.
       *[no] { $who } gets away from the melee.
    }
b3-pin = { $who_you ->
        [yes] You keep { $escaper } pinned.
       *[no] { $who } keeps { $escaper_you ->
            [yes] you
           *[no] { $escaper }
        } pinned.
    }
b3-let-go = { $who_you ->
        [yes] You let { $escaper } go.
       *[no] { $who } lets { $escaper_you ->
            [yes] you
           *[no] { $escaper }
        } go.
    }
b3-pin-switch = { $who_you ->
        [yes] You release { $released } to pin { $escaper }.
       *[no] { $who } releases { $released_you ->
            [yes] you
           *[no] { $released }
        } to pin { $escaper_you ->
            [yes] you
           *[no] { $escaper }
        }.
    }
b3-pinned = { $who_you ->
        [yes] You cannot get away: pinned by { $pinners }.
       *[no] { $who } cannot get away: pinned by { $pinners }.
    }
b3-mine = { $who_you ->
        [yes] You lay { $card } as a mine at { $target }.
       *[no] { $who } lays { $card } as a mine at { $target_you ->
            [yes] you
           *[no] { $target }
        }.
    }
b3-mine-deck = { $who_you ->
        [yes] You turn the deck top as a mine at { $target }: { $card }.
       *[no] { $who } turns the deck top as a mine at { $target_you ->
            [yes] you
           *[no] { $target }
        }: { $card }.
    }
b3-charge = { $who_you ->
        [yes] You charge at { $target }.
       *[no] { $who } charges at { $target_you ->
            [yes] you
           *[no] { $target }
        }.
    }
b3-follow = { $who_you ->
        [yes] You follow { $charger } into the new melee.
       *[no] { $who } follows { $charger_you ->
            [yes] you
           *[no] { $charger }
        } into the new melee.
    }
b3-stay = { $who_you ->
        [yes] You stay behind and do not follow { $charger }.
       *[no] { $who } stays behind and does not follow { $charger_you ->
            [yes] you
           *[no] { $charger }
        }.
    }
b3-land = { $who_you ->
        [yes] You are now in melee with { $others }.
       *[no] { $who } is now in melee with { $others }.
    }

## The end

b3-win-last-bot = { $who_you ->
        [yes] You have the last bot standing: you win!
       *[no] { $who } has the last bot standing: { $who } wins!
    }
b3-win-self-destruct = { $who_you ->
        [yes] The last bots fell in your self-destruct: you win!
       *[no] The last bots fell in { $who }'s self-destruct: { $who } wins!
    }
b3-win-turn-limit = { $who_you ->
        [yes] Your bot is in the best condition: you win!
       *[no] { $who }'s bot is in the best condition: { $who } wins!
    }
b3-win-shared = The win is shared by { $winners }.
b3-win-none = Every bot is destroyed: nobody wins.

b3-outcome-last-bot = The last bot standing wins.
b3-outcome-self-destruct = The last bots fell in a self-destruct: the self-destructor wins.
b3-outcome-all-destroyed = All bots were destroyed.
b3-outcome-turn-limit = The turn limit was reached: the best condition wins.

# What an action looks like (a refusal of a malformed one).
b3-syntax = There is no Bottisota-3 action '{ $action }'.

## The table (Game.render): a header, a code block with one row per bot, then notes

b3-table-head = **Bottisota-3** turn { $turn }: { $active_you ->
        [yes] your move.
       *[no] { $active } to act.
    }
b3-table-deck = Deck { $deck } · discard { $discard } (top { $top })
b3-table-deck-virus = Deck { $deck } · discard { $discard } (top { $top }) · field virus by { $virus_you ->
        [yes] you
       *[no] { $virus }
    }
# Column heads of the table (short: they head columns of numbers).
b3-col-player = player
b3-col-bot = bot
b3-col-cond = cond
b3-col-hand = hand
b3-col-gun = gun
b3-col-blast = blst
b3-col-mega = mega
b3-col-missile = msl
b3-col-strike = strk
b3-col-speed = spd
b3-col-armour = arm
b3-col-melee = melee
b3-col-pins = pins
b3-speed-slow = slow
b3-speed-normal = normal
b3-speed-fast = fast
b3-table-status-waiting = (waiting)
b3-table-status-destroyed = (destroyed)
b3-table-notes = { $who_you ->
        [yes] Your { $bot }
       *[no] { $who }'s { $bot }
    }: { $notes }
b3-note-installed = installed { $systems }
b3-note-systems = built-in/active: { $systems }
b3-note-form = form { $form }
b3-note-smoke = hidden in smoke
b3-note-asleep = snoozing
b3-note-reserve = reserve { $bots }
b3-table-attack = { $attacker_you ->
        [yes] You attack { $target } with { $attack }.
       *[no] { $attacker } attacks { $target_you ->
            [yes] you
           *[no] { $target }
        } with { $attack }.
    }
b3-table-waiting = { $who_you ->
        [yes] Waiting for you: { $doing }.
       *[no] Waiting for { $who }: { $doing }.
    }
b3-table-waiting-reactions = Waiting for reactions: { $doing }.
b3-table-auto = Standing instructions: { $rules }.
b3-table-auto-rule = { $topic }: { $players }
b3-table-hand = Your hand: { $count ->
        [0] (empty)
       *[other] { $cards }
    }
b3-table-over = Game over: { $reason } { $count ->
        [one] Winner
       *[other] Winners
    }: { $winners }.
b3-table-over-nobody = Game over: { $reason } Nobody wins.

# What the table waits for.
b3-task-defend = defending
b3-task-extra = deciding an extra-shield re-draw
b3-task-reaim = deciding a re-aim
b3-task-letgo = deciding whether to let a bot go
b3-task-follow = deciding whether to follow a charge
b3-task-mine = laying mines
b3-task-chargefire = firing at a charger
b3-task-steal = stealing
b3-task-dropsys = deciding whether to drop systems
b3-task-trim = trimming to the card limit
b3-task-bonus = choosing the destroyer's bonus
b3-task-exchange = exchanging cards
b3-task-pick = picking a bot
b3-task-boom = deciding whether a 10♥ thrown away self-destructs
b3-task-react = reactions to the card just played

# Built-in systems and the bots' specials (the table's notes).
b3-flag-fast = Nopea (fast)
b3-flag-slow = Hidas (slow)
b3-flag-extra-shield = Extrasuoja (extra shield)
b3-flag-stealth-field = Häivekenttä (stealth field)
b3-flag-shield-field = Suojakenttä (shield field)
b3-flag-super-field = superkenttä (super field)
b3-flag-missile-defence = Ohjustorjunta (missile defence)
b3-flag-targeting = Tähtäinjärjestelmä (targeting system)
b3-flag-fighter = Taistelija (fighter)
b3-flag-megabrawler = Megamättäjä (megabrawler)
b3-flag-racer = Kaahaaja (racer)
b3-flag-self-destruct = Itsetuho (self-destruct)
b3-flag-grab-claw = tartuntakoura (grab claw)
b3-flag-reflect = heijastussuoja (reflection shield)
b3-flag-ego-field = egokenttä (ego field)
b3-flag-demil-field = demilitarisointikenttä (demilitarisation field)
b3-flag-rust-gun = ruostepyssy (rust gun)
b3-flag-emp = EMP-sädetin (EMP gun)
b3-flag-fragile = herkkä (fragile)
b3-flag-steal = siivous (stealing strikes)
b3-flag-schizo = skitso (schizo)
b3-flag-green-laser = viherlaser (green laser)
b3-flag-donor = lahjoittaja (donor)
b3-flag-snoozer = torkkuja (snoozer)
b3-flag-kick = potkinta (kick hits itself too)
b3-flag-noise = vinkukohina (whine noise)

## Why an action is refused

b3-illegal-not-in-hand = That card is not in your hand.
b3-illegal-cannot-stop = { $card } cannot stop { $attack }: use a heart 2-10 or a card of its suit at least as high (fields and melee skills widen this).
b3-illegal-task = Right now you must { $task }.
b3-must-defend = defend against an attack
b3-must-extra = decide an extra-shield re-draw (redraw/accept)
b3-must-reaim = decide a re-aim (reaim/accept)
b3-must-letgo = let a bot go or keep it pinned (letgo/pin)
b3-must-follow = follow a charging bot or stay (follow/stay)
b3-must-mine = lay mines or not
b3-must-chargefire = fire at a charger or hold
b3-must-steal = choose what to steal
b3-must-dropsys = drop systems or keep them
b3-must-trim = discard down to your card limit
b3-must-bonus = choose the destroyer's bonus
b3-must-exchange = discard cards for your exchange, then draw
b3-must-pick = pick a bot
b3-must-react = let the card just played go (letgo) or bug it with a joker
b3-must-boom = self-destruct with the 10♥ you must throw away, or just discard it
b3-illegal-smoke = You are hidden in smoke and cannot shoot or strike until your next turn.
b3-illegal-exchanged = You exchanged cards this turn: no attacks.
b3-illegal-one-target = All attacks of a turn go at one bot, and this turn you attack another one.
b3-illegal-not-a-target = That is not a bot you can attack.
b3-illegal-target-smoke = That bot is hidden in smoke.
b3-illegal-needs-melee = A { $weapon } needs a bot in your melee: charge that bot first.
b3-illegal-missile-melee = Missiles cannot be fired at a bot in your own melee.
b3-illegal-demilitarised = A demilitarisation field keeps you from shooting while you are in melee with the Pasifisti.
b3-illegal-none-left = You have no { $weapon } left this turn ({ $count } per turn).
b3-illegal-wrong-card = { $card } cannot be used for a { $weapon }.
b3-illegal-ten-at-will = A 10♥ self-destructs only when it has to be thrown away (a trim, a forced discard), not at will.
b3-illegal-charge = You may charge only once, before attacking or exchanging.
b3-illegal-disengage = You may try to disengage once, at the start of your turn, while in a melee.
b3-illegal-exchange = You may exchange only instead of attacking, once a turn.
