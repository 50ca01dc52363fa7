"""The spec generator's own rules: coverage of the fixed set, determinism, valid combinations,
and the minimiser. Run by scripts/test (`python3 -m unittest discover -s scripts/spec-space-support`)."""

from __future__ import annotations

import random
import unittest

import coverage
import minimise
import specspace


class CoverageTests(unittest.TestCase):
    def test_the_fixed_set_covers_every_required_pair(self):
        missing = coverage.missing_pairs(specspace.fixed_set(specspace.FIXED_SEEDS))
        self.assertEqual(missing, [], "add a seed, or use cases, until the fixed set covers these")

    def test_a_feature_no_seed_has_is_reported(self):
        specs = specspace.fixed_set(specspace.FIXED_SEEDS)
        for spec in specs:
            spec.modules[0].use_cases = [u for u in spec.modules[0].use_cases if "emits=request" not in u.tags]
        missing = coverage.missing_pairs(specs)
        self.assertIn(("emits=request", "kind=command"), missing)
        self.assertIn(("architecture=viper", "emits=request"), missing)

    def test_the_required_pairs_leave_out_only_impossible_ones(self):
        required = coverage.required_pairs()
        self.assertNotIn(frozenset(("kind=onload", "request=view")), required)
        self.assertNotIn(frozenset(("response=none", "format=date")), required)
        self.assertIn(frozenset(("kind=command", "emits=request")), required)
        self.assertIn(frozenset(("viewModel=unmapped", "architecture=mvc")), required)

    def test_every_architecture_meets_every_screen_and_both_test_libraries(self):
        specs = specspace.fixed_set(specspace.FIXED_SEEDS)
        met = {(s.body["architecture"], s.body["ui"]) for s in specs}
        self.assertEqual(len(met), len(specspace.ARCHITECTURES) * len(specspace.SCREENS))
        libraries = {s.body["testing"] for s in specs}
        self.assertEqual(libraries, set(specspace.TEST_LIBRARIES))


class GeneratorTests(unittest.TestCase):
    def test_a_seed_gives_the_same_spec(self):
        first = specspace.yaml_of(specspace.package_spec(4242).body)
        self.assertEqual(first, specspace.yaml_of(specspace.package_spec(4242).body))
        self.assertNotEqual(first, specspace.yaml_of(specspace.package_spec(4243).body))

    def test_no_use_case_holds_incompatible_features(self):
        for seed in range(200, 260):
            for use_case in specspace.package_spec(seed).modules[0].use_cases:
                tags = sorted(use_case.tags)
                for index, a in enumerate(tags):
                    for b in tags[index + 1:]:
                        self.assertFalse(specspace.incompatible(a, b), f"seed {seed}: {a} with {b}")

    def test_use_cases_follow_their_rows(self):
        for seed in range(300, 330):
            for use_case in specspace.package_spec(seed).modules[0].use_cases:
                body, tags = use_case.body, use_case.tags
                self.assertEqual("request" in body, "request=none" not in tags)
                self.assertEqual("viewModel" in body, "viewModel=omitted" not in tags)
                self.assertEqual("emits" in body, "emits=none" not in tags)
                self.assertEqual(body.get("kind") == "command", "kind=command" in tags)
                self.assertEqual(body.get("onLoad") is True, "kind=onload" in tags)
                wanted = next(t.split("=")[1] for t in tags if t.startswith("format="))
                formats = [e.get("format") for f in body.get("viewModel", []) for e in f.values() if isinstance(e, dict)]
                if wanted != "none" and tags & {"viewModel=full", "viewModel=partial"}:
                    self.assertIn(wanted, formats, f"seed {seed}: {body['name']}")

    def test_an_optional_on_the_way_types_the_view_model_field_as_the_tool_does(self):
        drawer = specspace.ModuleDrawer(random.Random(1), specspace.Names(random.Random(1)), [])
        def typed(path, type_name, crossed, optional):
            field = drawer.mapped_field(path, type_name, crossed, optional, set(), forced="text")
            return next(iter(field.values()))["type"]
        # A list behind an optional (`street?.city`) is an optional list; an optional field of
        # each element of a crossed list is a list of optionals.
        self.assertEqual(typed("street.city", "[String]", False, True), "[String]?")
        self.assertEqual(typed("items.note", "String?", True, True), "[String?]")
        self.assertEqual(typed("street.title", "String", False, True), "String?")
        self.assertEqual(typed("tags", "[String]", False, False), "[String]")

    def test_a_version_is_quoted_so_yaml_reads_text(self):
        self.assertEqual(specspace.scalar("17.0"), '"17.0"')
        self.assertEqual(specspace.scalar("[Order]"), '"[Order]"')
        self.assertEqual(specspace.scalar("loadOrders"), "loadOrders")


class MinimiseTests(unittest.TestCase):
    def test_it_keeps_only_what_the_failure_needs(self):
        body = specspace.package_spec(77).body
        culprit = body["modules"][0]["useCases"][3]["name"]

        def fails(candidate: dict) -> bool:
            names = [u["name"] for u in candidate["modules"][0].get("useCases", [])]
            return culprit in names

        smallest = minimise.minimise(body, fails)
        self.assertEqual([u["name"] for u in smallest["modules"][0]["useCases"]], [culprit])
        self.assertEqual(len(smallest["modules"]), 1)
        self.assertNotIn("routes", smallest["modules"][0])

    def test_removing_an_event_removes_what_emits_it(self):
        body = {"modules": [{"name": "M", "output": [{"name": "done", "fields": []}],
                             "useCases": [{"name": "save", "emits": "done"}]}]}
        removals = [c for c in minimise.smaller(body) if "output" not in c["modules"][0]]
        self.assertTrue(removals)
        self.assertNotIn("emits", removals[0]["modules"][0]["useCases"][0])


if __name__ == "__main__":
    unittest.main()
