#!/usr/bin/env python3
"""Checks of the evaluator's key matching and scoring: python3 -m unittest tools/eval/test_evaluate.py"""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from evaluate import beir_key, score_ranking, world_keys  # noqa: E402


class KeyTests(unittest.TestCase):
    def test_note_ids_with_a_folder_prefix_still_match(self):
        for note_id in ("note:notes/a.md", "note:demo/notes/a.md"):
            keys = world_keys({"id": note_id, "kind": "note", "title": "A", "origin": "/data/demo/notes/a.md"},
                              "/data/demo")
            self.assertIn("note:notes/a.md", keys)

    def test_enex_notes_match_by_title_and_by_their_own_suffix(self):
        result = {"id": "note:world/notes/export.enex#3f2a", "kind": "note", "title": "Idea: pricing (3)",
                  "origin": "/w/notes/export.enex"}
        keys = world_keys(result, "/w")
        self.assertIn("note:notes/export.enex#Idea: pricing (3)", keys)
        self.assertIn("note:notes/export.enex#3f2a", keys)

    def test_people_match_by_id_and_by_name(self):
        keys = world_keys({"id": "person:p-7", "kind": "person", "title": "Sarah Chen", "origin": "/w/people.vcf"}, "/w")
        self.assertEqual(keys, {"person:p-7", "person:Sarah Chen"})

    def test_events_match_by_id_only(self):
        keys = world_keys({"id": "event:u1@x.com@2026-01-05", "kind": "meeting", "origin": "/w/cal.ics"}, "/w")
        self.assertEqual(keys, {"event:u1@x.com@2026-01-05"})

    def test_beir_documents_come_from_the_origin_file_name(self):
        self.assertEqual(beir_key({"id": "note:scifact/123.txt", "origin": "/c/docs/123.txt"}), "123")
        self.assertEqual(beir_key({"id": "note:io.js_2014-12-10.txt", "origin": "-"}), "io.js_2014-12-10")


class ScoreTests(unittest.TestCase):
    def test_a_judged_key_is_credited_once(self):
        rel = {"a": 2, "b": 1}
        once, _, _, _ = score_ranking([{"a"}, {"a"}, {"b"}], rel)
        clean, _, _, _ = score_ranking([{"a"}, {"x"}, {"b"}], rel)
        self.assertAlmostEqual(once, clean)

    def test_perfect_and_empty_rankings(self):
        self.assertAlmostEqual(score_ranking([{"a"}, {"b"}], {"a": 2, "b": 1})[0], 1.0)
        self.assertEqual(score_ranking([], {"a": 2})[:3], (0.0, 0.0, 0.0))

    def test_graded_gain(self):
        # relevant b (grade 1, gain 1) at rank 1, a (grade 2, gain 3) at rank 2
        ndcg, recall, rr, shown = score_ranking([{"b"}, {"a"}], {"a": 2, "b": 1})
        import math
        self.assertAlmostEqual(ndcg, (1 + 3 / math.log2(3)) / (3 + 1 / math.log2(3)))
        self.assertEqual((recall, rr, shown), (1.0, 1.0, ["b", "a"]))


if __name__ == "__main__":
    unittest.main()
