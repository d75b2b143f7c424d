"""lorehold: a multilingual card-and-rulings database for Magic: The Gathering."""

__version__ = "0.1.0"
