"""The Game class: setup, decisions, actions, views."""

import re

from bot.engine.decisions import Choice, Decision, PlayerId
from bot.engine.errors import MalformedAction
from bot.engine.events import Event
from bot.engine.game import Game, View
from bot.engine.outcome import Outcome
from bot.engine.rng import Rng
from bot.games.bottisota3 import rules, systems
from bot.games.bottisota3.ai import choose
from bot.games.bottisota3.bots import BOTS
from bot.games.bottisota3.cards import DECK_SIZE, card_id, face, show
from bot.games.bottisota3.render import render_view
from bot.games.bottisota3.state import Bot, BotOptions, BotState

ACTION = re.compile(
    r"^(end|exchange|take|auto defend (on|off)|charge p\d|(install|use) c\d{3}|defend (c\d{3}|deck)"
    r"|(shoot|missile|strike) (c\d{3}|deck) p\d)$"
)


class Bottisota3(Game[BotState, BotOptions]):
    name = "bottisota3"
    title = "Bottisota-3"
    description = "A card-only bot war with ordinary playing cards: shoot, strike and defend until one bot is left."
    min_players = 2
    max_players = 6
    Options = BotOptions
    State = BotState

    def setup(self, num_players: int, options: BotOptions, rng: Rng) -> BotState:
        deck = [card_id(i) for i in range(DECK_SIZE * options.decks)]
        rng.shuffle(deck)
        kinds = list(range(len(BOTS)))
        rng.shuffle(kinds)
        bots = [Bot(kind=k, condition=BOTS[k].cards) for k in kinds[:num_players]]
        state = BotState(num_players=num_players, rng=rng, bots=bots, deck=deck, turn_limit=options.turn_limit)
        for seat in range(num_players):
            rules.refill(state, seat, [])
        return state

    def pending(self, state: BotState) -> list[Decision]:
        if state.finished_reason is not None:
            return []
        if state.attack is not None:
            return [self._defence(state)]
        return [self._turn(state)]

    def _defence(self, state: BotState) -> Decision:
        attack = state.attack
        assert attack is not None
        seat = attack.target
        legal = rules.legal_defences(state, seat)
        choices = [Choice(action=f"defend {c}", label=f"Defend with {face(c)}") for c in legal]
        choices.append(Choice(action="defend deck", label="Turn the deck top"))
        choices.append(Choice(action="take", label="Take the hit"))
        default = choices[0].action
        prompt = f"Turn {state.turn}: {{p{attack.attacker}}} attacks you with {show(attack.card)}. Defend?"
        return Decision(player=seat, kind="defend", prompt=prompt, choices=choices, default=default)

    def _turn(self, state: BotState) -> Decision:
        seat = state.active
        me = state.bots[seat]
        choices: list[Choice] = []
        others = [s for s in rules.alive(state) if s != seat]
        fresh = not state.used
        for kind in ("shoot", "missile", "strike"):
            if state.used.get(kind, 0) >= systems.weapons(me, kind):
                continue
            targets = others
            if kind == "strike":
                targets = [s for s in others if me.melee is not None and state.bots[s].melee == me.melee]
            for t in targets:
                for c in me.hand:
                    if systems.attack_value(kind, c, systems.melee_suits(me)):
                        label = f"{kind.title()} {face(c)} at P{t}"
                        choices.append(Choice(action=f"{kind} {c} p{t}", label=label, group=kind))
                label = f"{kind.title()} with the deck top at P{t}"
                choices.append(Choice(action=f"{kind} deck p{t}", label=label, group=kind))
        for c in me.hand:
            if face(c) == "A♥" and me.condition < BOTS[me.kind].cards:
                choices.append(Choice(action=f"use {c}", label="Use A♥: Korjauspakki (repair kit)", group="use"))
            if systems.installable(c):
                label = f"Install {face(c)}: {systems.system_name(c)}"
                choices.append(Choice(action=f"install {c}", label=label, group="install"))
        if fresh:
            for t in others:
                if me.melee is None or state.bots[t].melee != me.melee:
                    choices.append(Choice(action=f"charge p{t}", label=f"Charge P{t}", group="charge"))
            choices.append(Choice(action="exchange", label="Exchange your whole hand (ends the turn)"))
        switch = "off" if seat in state.auto_defend else "on"
        label = f"Turn auto defend {switch}"
        choices.append(Choice(action=f"auto defend {switch}", label=label, group="standing"))
        choices.append(Choice(action="end", label="End the turn"))
        return Decision(
            player=seat, kind="turn", prompt=f"Turn {state.turn}: your move.", choices=choices, default="end"
        )

    def apply(self, state: BotState, player: PlayerId, action: str) -> list[Event]:
        words = action.split()
        if words[0] == "end":
            return rules.end_turn(state)
        if words[0] == "exchange":
            bot = state.bots[player]
            state.discard.extend(bot.hand)
            bot.hand = []
            return [Event.public(f"{{p{player}}} exchanges the whole hand."), *rules.end_turn(state)]
        if words[0] == "charge":
            return rules.charge(state, int(words[1][1:]))
        if words[0] == "auto":
            if words[2] == "on":
                state.auto_defend.append(player)
            else:
                state.auto_defend.remove(player)
            return [Event.public(f"{{p{player}}} turns auto defend {words[2]}.")]
        if words[0] == "use":
            return rules.repair_kit(state, player, words[1])
        if words[0] == "install":
            bot = state.bots[player]
            bot.hand.remove(words[1])
            bot.installed.append(words[1])
            return [Event.public(f"{{p{player}}} installs {show(words[1])}: {systems.system_name(words[1])}.")]
        if words[0] == "take":
            return rules.resolve_defence(state, None, False)
        if words[0] == "defend":
            if words[1] == "deck":
                return rules.resolve_defence(state, rules.draw(state), True)
            state.bots[player].hand.remove(words[1])
            return rules.resolve_defence(state, words[1], False)
        kind, card, target = words[0], words[1], int(words[2][1:])
        if card == "deck":
            top = rules.draw(state)
            if top is None:
                return [Event.public("The deck is empty.")]
            return rules.start_attack(state, kind, top, target, True)
        state.bots[player].hand.remove(card)
        return rules.start_attack(state, kind, card, target, False)

    def outcome(self, state: BotState) -> Outcome | None:
        if state.finished_reason is None:
            return None
        ranking = [list(state.winners)]
        survivors = [s for s in rules.alive(state) if s not in state.winners]
        if survivors:
            ranking.append(survivors)
        ranking += [[s] for s in reversed(state.eliminated)]
        return Outcome(winners=list(state.winners), reason=state.finished_reason, ranking=ranking)

    def view(self, state: BotState, viewer: PlayerId | None) -> View:
        bots = []
        for seat, bot in enumerate(state.bots):
            spec = BOTS[bot.kind]
            entry: dict[str, object] = {
                "seat": seat,
                "bot": spec.name,
                "english": spec.english,
                "condition": bot.condition,
                "guns": systems.weapons(bot, "shoot"),
                "missiles": systems.weapons(bot, "missile"),
                "strikes": systems.weapons(bot, "strike"),
                "armour": spec.armour,
                "installed": [show(c) for c in bot.installed],
                "melee": bot.melee,
                "hand_size": len(bot.hand),
            }
            if seat == viewer:
                entry["hand"] = [show(c) for c in bot.hand]
            bots.append(entry)
        attack = state.attack
        return {
            "turn": state.turn,
            "active": state.active,
            "viewer": viewer,
            "bots": bots,
            "deck": len(state.deck),
            "discard_top": show(state.discard[-1]) if state.discard else None,
            "attack": None
            if attack is None
            else {"attacker": attack.attacker, "target": attack.target, "card": show(attack.card)},
            "over": state.finished_reason,
        }

    def secrets(self, state: BotState, viewer: PlayerId | None) -> set[str]:
        hidden = set(state.deck)
        for seat, bot in enumerate(state.bots):
            if seat != viewer:
                hidden.update(bot.hand)
        return hidden

    def render(self, view: View, names: list[str]) -> str:
        return render_view(view, names)

    def check_syntax(self, action: str) -> None:
        if not ACTION.match(action):
            raise MalformedAction(f"'{action}' is not a Bottisota-3 action")

    def explain_illegal(self, state: BotState, player: PlayerId, action: str) -> str:
        words = action.split()
        if state.attack is not None and player == state.attack.target and words[0] == "defend":
            card = show(state.attack.card)
            return f"{words[1]} cannot stop {card}: use a heart 2-10 or a card of its suit at least as high"
        if (
            words[0] in ("shoot", "missile", "strike")
            and words[1] != "deck"
            and words[1] not in state.bots[player].hand
        ):
            return f"{words[1]} is not in your hand"
        if words[0] == "strike":
            return "you can only strike with a diamond 2-10 at a bot in your melee, while you have strikes left"
        if words[0] == "missile":
            return "you can only fire a spade 2-10 as a missile while you have missile platforms left"
        if words[0] == "shoot":
            return "you can only shoot a club 2-10 while you have guns left this turn"
        return super().explain_illegal(state, player, action)

    def ai_action(self, state: BotState, player: PlayerId, rng: Rng) -> str:
        decision = next(d for d in self.pending(state) if d.player == player)
        return choose(state, decision, rng)


GAME = Bottisota3()
