"""botwar: a play-by-post game master for robot card and board games."""
