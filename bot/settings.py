"""Typed settings from the environment and an optional .env file."""

import os
from pathlib import Path

from dotenv import load_dotenv
from pydantic import BaseModel, Field, SecretStr, ValidationError, field_validator, model_validator

from bot.service import DEFAULT_RETENTION_HOURS
from storage.sqlite import SYNCHRONOUS, Synchronous


class Settings(BaseModel):
    discord_token: SecretStr | None = None
    database: str = "botwar.db"
    """An SQLite file (or sqlite:///FILE), or a PostgreSQL URL, postgresql://… (docs/deployment.md)."""
    dev_guild_id: int | None = None
    deadline_poll_seconds: float = Field(30.0, ge=1, le=3600)
    outbox_poll_seconds: float = Field(2.0, ge=0.1, le=600)
    send_timeout_seconds: float = Field(30.0, ge=0.01, le=600)
    db_sync: Synchronous = SYNCHRONOUS
    """NORMAL trades the last moves before a power cut of the host for speed (docs/performance.md):
    SQLite synchronous=NORMAL, PostgreSQL synchronous_commit off for the bot's sessions."""
    retention_hours: float = Field(DEFAULT_RETENTION_HOURS, ge=1, le=24 * 365)
    """How long delivered messages and handled interaction ids are kept (docs/service.md#retention)."""
    shards: tuple[int, ...] | None = None
    """The Discord shards this process connects (BOTWAR_SHARDS, e.g. "0-3" or "0,2,4-5"); None: all."""
    shard_count: int | None = Field(None, ge=1, le=100_000)
    """Shards in all, across every process (BOTWAR_SHARD_COUNT); None lets Discord choose for one process."""
    log_level: str = "INFO"

    @field_validator("shards", mode="before")
    @classmethod
    def _shard_ranges(cls, value: object) -> object:
        if not isinstance(value, str):
            return value
        shards: list[int] = []
        for part in value.replace(" ", "").split(","):
            first, _, last = part.partition("-")
            if not first.isdigit() or (last and not last.isdigit()):
                raise ValueError(f"{part!r} is not a shard number or a range like 0-3")
            shards += range(int(first), int(last or first) + 1)
        if not shards or len(set(shards)) != len(shards):
            raise ValueError("name each shard once, e.g. 0-3 or 0,2,4-5")
        return tuple(sorted(shards))

    @model_validator(mode="after")
    def _shards_fit(self) -> "Settings":
        if self.shards is not None:
            if self.shard_count is None:
                raise ValueError("BOTWAR_SHARDS needs BOTWAR_SHARD_COUNT, the number of shards across every process")
            if max(self.shards) >= self.shard_count:
                raise ValueError(f"shard {max(self.shards)} does not exist with {self.shard_count} shards (0-based)")
        return self

    @field_validator("database", mode="before")
    @classmethod
    def _text(cls, value: object) -> object:
        return str(value) if isinstance(value, Path) else value

    @field_validator("db_sync", mode="before")
    @classmethod
    def _upper(cls, value: object) -> object:
        return value.strip().upper() if isinstance(value, str) else value

    @property
    def has_token(self) -> bool:
        return self.discord_token is not None and bool(self.discord_token.get_secret_value().strip())


ENV_NAMES = {
    "discord_token": "DISCORD_TOKEN",
    "database": "BOTWAR_DB",
    "dev_guild_id": "BOTWAR_DEV_GUILD",
    "deadline_poll_seconds": "BOTWAR_DEADLINE_POLL",
    "outbox_poll_seconds": "BOTWAR_OUTBOX_POLL",
    "send_timeout_seconds": "BOTWAR_SEND_TIMEOUT",
    "db_sync": "BOTWAR_DB_SYNC",
    "retention_hours": "BOTWAR_RETENTION_HOURS",
    "shards": "BOTWAR_SHARDS",
    "shard_count": "BOTWAR_SHARD_COUNT",
    "log_level": "BOTWAR_LOG_LEVEL",
}


class SettingsError(ValueError):
    pass


def load_settings(env_file: str | Path | None = ".env") -> Settings:
    """Environment variables win over the .env file; empty values count as unset."""
    if env_file is not None and Path(env_file).exists():
        load_dotenv(env_file, override=False)
    values = {field: os.environ[name] for field, name in ENV_NAMES.items() if os.environ.get(name, "").strip()}
    try:
        return Settings.model_validate(values)
    except ValidationError as error:
        problems = "; ".join(
            f"{ENV_NAMES[str(e['loc'][0])]}: {e['msg']}" if e["loc"] else str(e["msg"]).removeprefix("Value error, ")
            for e in error.errors()
        )
        raise SettingsError(f"bad settings: {problems}") from None
