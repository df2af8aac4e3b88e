"""Build hook: compile the message catalogs (.pot/.po to .mo, with Babel) for the package.

hatchling runs it for a wheel and for an editable install (``pip install -e .``, whose
package is this source tree): the .mo files are written beside their .po
(``tools/catalogs.py compile``) and go into the wheel as build artifacts (git ignores them).
Babel is a dependency of this hook only, never of the package.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


def catalogs_tool(root: str):
    """``tools/catalogs.py`` of the project being built."""
    path = Path(root) / "tools" / "catalogs.py"
    spec = importlib.util.spec_from_file_location("mathplay_catalogs_tool", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


class CatalogsHook(BuildHookInterface):
    PLUGIN_NAME = "catalogs"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        tool = catalogs_tool(self.root)
        tool.compile_all()
        build_data["artifacts"].append("mathplay/i18n/locale/*/LC_MESSAGES/*.mo")

    def clean(self, versions: list[str]) -> None:
        tool = catalogs_tool(self.root)
        for language in tool.languages():
            tool.mo_path(language).unlink(missing_ok=True)
