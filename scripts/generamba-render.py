"""Renders a Generamba template folder the way Generamba 1.6 does, with python-liquid.

Usage: generamba-render.py FOLDER < scope.json > files.json

The scope is Generamba's (prefix, module_info, developer, year, date, custom_parameters), with
the values Scaffold renders with (the test passes the same day and developer to both). As
Generamba does, the .rambaspec (`<folder>.rambaspec`, else the folder's only one) is rendered as
Liquid with the scope and read as YAML; each entry with a path gets its file name from
`custom_name` or `{{ prefix }}{{ module_info.name }}{{ module_info.file_basename }}`, and then
its contents, with `module_info.file_name` set.
Prints a JSON list of {"name": folder/file name, "contents": text}, in the .rambaspec's order.
The Swift test GenerambaLiquidParityTests compares it with Scaffold's rendering.
"""

import copy
import json
import os
import sys

import yaml
from liquid import Environment, FileSystemLoader


def rambaspec(folder: str) -> str:
    """Generamba's choice: `<folder>.rambaspec`, else the folder's only .rambaspec."""
    base = os.path.basename(os.path.normpath(folder))
    if os.path.exists(os.path.join(folder, base + ".rambaspec")):
        return os.path.join(folder, base + ".rambaspec")
    (only,) = [name for name in os.listdir(folder) if name.endswith(".rambaspec")]
    return os.path.join(folder, only)


def main() -> None:
    folder = sys.argv[1]
    scope = json.load(sys.stdin)
    env = Environment(loader=FileSystemLoader(os.path.join(folder, "snippets"), ext=".liquid"))
    # The two filters Generamba adds to Liquid's: the first letter lowered or raised.
    env.add_filter("lowerFirstWord", lambda text: text[:1].lower() + text[1:])
    env.add_filter("upperFirstWord", lambda text: text[:1].upper() + text[1:])
    with open(rambaspec(folder), encoding="utf-8") as spec_file:
        spec = yaml.safe_load(env.from_string(spec_file.read()).render(**scope))
    rendered = []
    for key in ("code_files", "test_files"):
        for entry in spec.get(key) or []:
            if "path" not in entry:
                continue
            local = copy.deepcopy(scope)
            info = local["module_info"]
            info["file_basename"] = os.path.basename(entry["name"])
            name_text = entry.get("custom_name") or "{{ prefix }}{{ module_info.name }}{{ module_info.file_basename }}"
            file_name = env.from_string(name_text).render(**local)
            del info["file_basename"]
            info["file_name"] = file_name
            with open(os.path.join(folder, entry["path"]), encoding="utf-8") as source:
                contents = env.from_string(source.read()).render(**local)
            rendered.append({"name": os.path.join(os.path.dirname(entry["name"]), file_name), "contents": contents})
    json.dump(rendered, sys.stdout)


if __name__ == "__main__":
    main()
