"""The loader reads values as the tool and editors do (YAML 1.2), not as PyYAML's YAML 1.1: were
`yes` a boolean here, `onLoad: yes` (which the tool refuses) would look like `onLoad: true`."""

import unittest

import yaml12


class Yaml12Tests(unittest.TestCase):
    def test_only_true_and_false_are_booleans(self):
        self.assertEqual(yaml12.load("[true, False, TRUE, yes, no, on, off, y]"),
                         [True, False, True, "yes", "no", "on", "off", "y"])

    def test_numbers_are_the_core_schemas(self):
        self.assertEqual(yaml12.load("[010, 0o10, 0x1f, 6.0, 1e3, .inf, 1_000, '6.0']"),
                         [10, 8, 31, 6.0, 1000.0, float("inf"), "1_000", "6.0"])

    def test_dates_stay_text_and_nulls_are_null(self):
        self.assertEqual(yaml12.load("{a: 2026-01-01, b: ~, c: null, d: }"),
                         {"a": "2026-01-01", "b": None, "c": None, "d": None})


if __name__ == "__main__":
    unittest.main()
