#!/usr/bin/env python3
"""Turns scripts/bench's hyperfine results into the table of docs/performance.md.

  summary.py WORK MODE COMMIT MODULES APP_FILES RICH_FILES name=PEAK_KB...

Prints the table, writes it (dated, with the commit) between the bench-table markers of
docs/performance.md, and with MODE "check" exits 1 when a measure misses its goal.
"""
import datetime
import json
import os
import platform
import subprocess
import sys

DOC = os.path.join(os.path.dirname(__file__), "..", "..", "docs", "performance.md")
START, END = "<!-- bench-table:start -->", "<!-- bench-table:end -->"


def main():
    work, mode, commit, modules, app_files, rich_files = sys.argv[1:7]
    peaks = dict(arg.split("=", 1) for arg in sys.argv[7:])

    def mean(file, name=None):
        results = json.load(open(os.path.join(work, file)))["results"]
        result = next(r for r in results if name is None or r["command"] == name)
        return result["mean"] * 1000, result["stddev"] * 1000

    def mib(name):
        return "%.1f MiB" % (int(peaks[name]) / 1024)

    rows, misses = [], []

    def row(measure, value, peak="", goal="", met=None, result=""):
        verdict = result
        if met is not None:
            word = "met" if met else "**not met**"
            verdict = "%s: %s" % (result, word) if result else word
            if not met:
                misses.append(measure)
        rows.append("| %s | %s | %s | %s | %s |" % (measure, value, peak, goal, verdict))

    floor = mean("one.json", "floor")
    scaffold = mean("one.json", "scaffold")
    cookiecutter = mean("one.json", "cookiecutter")
    row("floor: the same files from a minimal Swift program", "%.1f ± %.1f ms" % floor, mib("floor"))
    ratio = scaffold[0] / floor[0]
    row("`scaffold viper Login`", "%.1f ± %.1f ms" % scaffold, mib("scaffold"), "≤ 1.5 × floor", ratio <= 1.5,
        "%.2f × floor" % ratio)
    share = scaffold[0] / cookiecutter[0]
    row("cookiecutter 2.6.0, same files", "%.1f ± %.1f ms" % cookiecutter, mib("cookiecutter"),
        "Scaffold ≤ 0.1 × its time", share <= 0.1, "%.2f ×" % share)
    output = mean("package.json", "new-folder")
    package = mean("package.json", "existing-package")
    ratio = package[0] / output[0]
    row("`scaffold viper Login --package .`, a `swift package init` package", "%.1f ± %.1f ms" % package, "",
        "≤ 3 × `-o DIR` (%.1f ms)" % output[0], ratio <= 3, "%.2f ×" % ratio)
    app = mean("app.json", "generate %s" % modules)
    copy = mean("app.json", "copy")
    row("`scaffold generate` of %s modules (%s files), new package" % (modules, app_files),
        "%.0f ± %.0f ms" % app, mib("app"), "< 1000 ms", app[0] < 1000, "%.1f × `cp -R` of the tree (%.0f ms)" % (app[0] / copy[0], copy[0]))
    rich = mean("rich.json")
    rich_peak = int(peaks["rich"]) / 1024
    row("the same with three use cases, two routes and shared entities a module (%s files)" % rich_files,
        "%.0f ± %.0f ms" % rich, mib("rich"), "< 2000 ms, < 100 MiB", rich[0] < 2000 and rich_peak < 100)
    check = mean("check.json")
    row("`scaffold check` over the %s modules" % modules, "%.0f ± %.0f ms" % check, mib("check"), "< 500 ms",
        check[0] < 500)
    update = mean("update.json")
    row("`scaffold update` over them, nothing to change", "%.0f ± %.0f ms" % update, mib("update"), "< 500 ms",
        update[0] < 500)
    row("their merge bases (`.scaffold/*.base`) / records (`.json`) on disk",
        "%.1f MiB / %.1f MiB" % (int(peaks["bases"]) / 1024, int(peaks["records"]) / 1024))
    adopt = mean("adopt.json")
    row("`scaffold adopt` of %s modules the tool did not record (a package's)" % peaks["adopted"],
        "%.0f ± %.0f ms" % adopt, mib("adopt"), "< 2000 ms", adopt[0] < 2000)
    adopted_check = mean("adopt-check.json")
    row("`scaffold check` over them, adopted", "%.0f ± %.0f ms" % adopted_check, "", "< 500 ms",
        adopted_check[0] < 500)
    big = mean("xcode.json", "xcode-5000")
    small = mean("xcode.json", "xcode-1")
    extra = big[0] - small[0]
    row("`scaffold viper Login --xcodeproj`, a 5,000-file target (a 1-file one: %.1f ms)" % small[0],
        "%.1f ± %.1f ms" % big, "", "≤ 100 ms more", extra <= 100, "%.1f ms more" % extra)

    table = ["| Measure | Mean ± σ | Peak memory | Goal | Result |", "| --- | --- | --- | --- | --- |"] + rows
    print()
    print("\n".join(table))

    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()
    heading = "%s, `scripts/bench%s` at %s, %s cores (%s), %s." % (
        datetime.date.today().isoformat(), "" if mode == "full" else " --" + mode, commit, os.cpu_count(),
        platform.machine(), swift[0] if swift else "swift")
    text = open(DOC, encoding="utf-8").read()
    if START in text and END in text:
        before, rest = text.split(START, 1)
        after = rest.split(END, 1)[1]
        text = before + START + "\n" + heading + "\n\n" + "\n".join(table) + "\n" + END + after
        open(DOC, "w", encoding="utf-8").write(text)
        print("\nwritten to docs/performance.md")
    if mode == "check" and misses:
        print("\nmissed: " + "; ".join(misses), file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
