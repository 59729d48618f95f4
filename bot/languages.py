"""Which language each reader gets (issue #18; docs/discord.md, "Languages").

- An ephemeral reply (a command's answer, a click's result) is read by the user who asked:
  their chosen language (/settings language), else their Discord client's
  (`interaction.locale`).
- A DM has no interaction to read the language from: the user's chosen language, else the
  client language of their last interaction, else English.
- A match thread is read by everyone: the server's chosen language (/settings
  server-language), else its preferred locale (`interaction.guild_locale`), else English.

Every interaction reports its user's locale (kept by `bot.users.Users.seen`) and its server's
(`noticed_server`); they are written only when they change. Values are codes of
`bot.wording.LOCALES`.
"""

from collections.abc import Callable

from bot.wording import DEFAULT_LOCALE, locale_of
from storage import MatchStore, UserRecord

GUILDS_REMEMBERED = 10_000


class Languages:
    def __init__(self, store: MatchStore, clock: Callable[[], float]) -> None:
        self.store = store
        self.clock = clock
        self._guilds: dict[str, str] = {}
        """Server locales known to be stored, so most interactions cost no read for them."""

    async def noticed_server(self, guild_id: str, guild_locale: str | None) -> None:
        """Remember the server's preferred locale an interaction reported (written on change)."""
        if not guild_locale:
            return
        preferred = locale_of(guild_locale)
        if self._guilds.get(guild_id) == preferred:
            return
        guild = await self.store.get_guild(guild_id)
        if guild is None or guild.locale != preferred:
            await self.store.update_guild(guild_id, {"locale": preferred}, self.clock())
        if len(self._guilds) >= GUILDS_REMEMBERED:
            self._guilds.clear()
        self._guilds[guild_id] = preferred

    async def for_reply(self, user_id: str, interaction_locale: str | None) -> str:
        user = await self.store.get_user(user_id)
        if user is not None and user.language:
            return user.language
        return locale_of(interaction_locale)

    @staticmethod
    def for_dm(user: UserRecord | None) -> str:
        if user is None:
            return DEFAULT_LOCALE
        return user.language or user.locale or DEFAULT_LOCALE

    async def for_thread(self, guild_id: str | None) -> str:
        guild = await self.store.get_guild(guild_id) if guild_id else None
        if guild is None:
            return DEFAULT_LOCALE
        return guild.language or guild.locale or DEFAULT_LOCALE

    async def choose_for_user(self, user_id: str, language: str | None) -> None:
        """`language` None: follow the Discord client again."""
        await self.store.update_user(user_id, {"language": language}, self.clock())

    async def choose_for_server(self, guild_id: str, language: str | None) -> None:
        """`language` None: follow the server's preferred locale again."""
        await self.store.update_guild(guild_id, {"language": language}, self.clock())
