"""Discord cogs: one per concern. They drive bot.service and hold no game logic."""
