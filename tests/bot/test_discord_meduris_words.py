"""Meduris read as a player reads it, in English and Italian, through real payloads: the die's
faces other than a material say what they ask ("rolled the die: any material"), so do the
panels they open ("take 1 material of your choice", "give 1 material back"); and the final
scoring counts points in words with their plural forms."""

from __future__ import annotations

import json
import random

import pytest
from harness import CHANNEL_ID, MANAGE_GUILD, Harness, Upload
from test_discord_meduris import panel_of, picks, prefer_builds
from test_transcripts import play, shown

from bot import i18n, registry
from rules.core import Message

DICE = ["any", "return"] + ["wool"] * 40
SAID = {
    "en-US": (
        "ann rolled the die: any material.",
        "rolled the die: take 1 material of your choice",
        "bob rolled the die: return a material.",
        "rolled the die: give 1 material back",
    ),
    "it": (
        "ann ha tirato il dado: materiale a scelta.",
        "ha tirato il dado: prendi 1 materiale a scelta",
        "bob ha tirato il dado: restituisci un materiale.",
        "ha tirato il dado: restituisci 1 materiale",
    ),
}


@pytest.mark.parametrize("locale", ["en-US", "it"])
async def test_the_dies_harvest_and_return_faces_say_what_they_ask(
    harness: Harness, locale: str
) -> None:
    h = harness
    h.guild_locale = locale
    mod = h.user("mod", permissions=MANAGE_GUILD)
    ann, bob = h.user("ann"), h.user("bob")
    replay = {
        "game": "meduris",
        "players": ["ann", "bob"],
        "options": {},
        "seed": 1,
        "fixed": {"dice": DICE, "bonus_tokens": {}},
        "moves": [],
    }
    await h.slash(
        mod,
        "mod import",
        file=Upload("game.json", json.dumps(replay).encode()),
        seats=f"ann={ann.mention}, bob={bob.mention}",
    )
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None
    users = {ann.id: ann, bob.id: bob}
    rng = random.Random(2)
    start = len(h.sent)
    while await h.bot.service.db.move_count(info.id) < 14:
        [(user_id, *_)] = (await h.bot.service.pending(info.id))[:1]
        user = users[user_id]
        await play(h, user, panel_of(h, user), lambda m: prefer_builds(picks(m), rng), locale)
    read = "\n".join(shown(h.sent[start:]))
    for words in SAID[locale]:
        assert words in read


SCORES = {
    "en": (
        "ann holds no rune stone: 0 points.",
        "ann's one rune stone scores 1 point.",
        "ann's 3 rune stones score 6 points.",
        "ann's temple on space 5 scores 1 point.",
        "The druid crosses the great river: each rune stone held scores one point — nobody.",
    ),
    "it": (
        "ann non ha pietre runiche: 0 punti.",
        "L'unica pietra runica di ann vale 1 punto.",
        "Le 3 pietre runiche di ann valgono 6 punti.",
        "Il tempio di ann sulla casella 5 vale 1 punto.",
        "Il druido attraversa il grande fiume: ogni pietra runica posseduta vale un punto — "
        "nessuno.",
    ),
}


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_final_scoring_counts_points_in_words(language: str) -> None:
    registry.install()
    lines = [
        Message("meduris.runes_score", {"player": "ann", "runes": 0, "points": 0}),
        Message("meduris.runes_score", {"player": "ann", "runes": 1, "points": 1}),
        Message("meduris.runes_score", {"player": "ann", "runes": 3, "points": 6}),
        Message("meduris.temple_scores", {"player": "ann", "space": 4, "points": 1}),
        Message("meduris.rune_count", {"points": "nobody", "counts": []}),
    ]
    assert tuple(i18n.render(line, language) for line in lines) == SCORES[language]


def test_a_payment_with_substitutes_says_they_stand_in_for_one() -> None:
    registry.install()
    label = Message("meduris.discord.label.pay_swap", {"paid": "1 legno + 3 lana", "swap": 3})
    assert i18n.render(label, "it") == "paghi 1 legno + 3 lana (3 al posto di 1)"
