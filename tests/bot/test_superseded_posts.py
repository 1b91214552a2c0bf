"""A game's undelivered turn messages become one post: the newest, mentioning whoever an
older one (never posted) mentioned and who still must act (issue 25, items 2 and 7)."""

from __future__ import annotations

from typing import Any

from bot.host.announce import _carried_mentions
from bot.store.turns import OutboxRow


def _row(outbox_id: int, mentions: list[int], acting: list[int], body: str) -> OutboxRow:
    ping = f"It's your turn, {' '.join(f'<@{u}>' for u in mentions)}!" if mentions else ""
    plan: dict[str, Any] = {
        "post": {"game_id": 1, "content": "\n".join(p for p in (ping, body) if p),
                 "mentions": mentions, "choices": True, "lang": "en", "decision": None},
        "edit": None, "dms": [], "acting": acting, "body": body}
    return OutboxRow(outbox_id, 1, 5, outbox_id, plan)


def test_whoever_still_acts_is_mentioned_once() -> None:
    older = _row(1, [11, 13], [11, 13], "Round 1 begins.")
    newest = _row(2, [12], [11, 12], "Round 2 begins.")
    post = _carried_mentions(newest, [older])
    assert post is not None
    assert post.mention_user_ids == (12, 11)          # 13 acts no more: not mentioned
    assert post.content.endswith("Round 2 begins.") and "Round 1" not in post.content
    assert post.content.count("<@11>") == 1 and "<@13>" not in post.content


def test_nothing_to_carry_keeps_the_post_as_recorded() -> None:
    newest = _row(2, [12], [12], "Round 2 begins.")
    assert _carried_mentions(newest, [_row(1, [12], [12], "x")]) == _carried_mentions(newest, [])
