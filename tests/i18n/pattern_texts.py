"""A catalogue value as the texts a reader may see: one string per variant of a selector."""

from __future__ import annotations

from fluent.syntax import ast


def pattern_texts(pattern: ast.Pattern, *, names: bool = False) -> list[str]:
    """One string per variant of each selector; a placeable becomes « {} » (with
    ``names``, a variable becomes « {$name} »: a check may need to see which)."""
    out = [""]
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            out[-1] += element.value
        elif isinstance(element.expression, ast.SelectExpression):
            for variant in element.expression.variants:
                out.extend(pattern_texts(variant.value, names=names))
            out.append("")
        elif names and isinstance(element.expression, ast.VariableReference):
            out[-1] += "{$" + element.expression.id.name + "}"
        else:
            out[-1] += "{}"
    return out
