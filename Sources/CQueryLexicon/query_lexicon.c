// The question-understanding vocabulary is data (the files in data/), compiled into the binary with
// C23's #embed, so `recall` needs no resource files at run time and no word list is a Swift literal.
#include "query_lexicon.h"

#pragma clang diagnostic ignored "-Wc23-extensions"


static const unsigned char phrasing[] = {
#embed "data/phrasing.tsv"
};
static const unsigned char time_words[] = {
#embed "data/time.tsv"
};
static const unsigned char people[] = {
#embed "data/people.tsv"
};
static const unsigned char cues[] = {
#embed "data/cues.tsv"
};
static const unsigned char workplace[] = {
#embed "data/workplace.tsv"
};
static const unsigned char synonyms[] = {
#embed "data/synonyms.tsv"
};
static const unsigned char verbs[] = {
#embed "data/verbs.tsv"
};
static const unsigned char nicknames[] = {
#embed "data/nicknames.csv"
};
static const unsigned char nicknames_more[] = {
#embed "data/nicknames-more.tsv"
};
static const unsigned char places[] = {
#embed "data/places.tsv"
};

struct lexicon_file {
    const char *name;
    const unsigned char *bytes;
    size_t length;
};

static const struct lexicon_file files[] = {
    {"phrasing.tsv", phrasing, sizeof(phrasing)},
    {"time.tsv", time_words, sizeof(time_words)},
    {"people.tsv", people, sizeof(people)},
    {"cues.tsv", cues, sizeof(cues)},
    {"workplace.tsv", workplace, sizeof(workplace)},
    {"synonyms.tsv", synonyms, sizeof(synonyms)},
    {"verbs.tsv", verbs, sizeof(verbs)},
    {"nicknames.csv", nicknames, sizeof(nicknames)},
    {"nicknames-more.tsv", nicknames_more, sizeof(nicknames_more)},
    {"places.tsv", places, sizeof(places)},
};

size_t recall_lexicon_count(void) { return sizeof(files) / sizeof(files[0]); }

const unsigned char *recall_lexicon_file(size_t index, const char **name, size_t *length) {
    if (index >= recall_lexicon_count()) return 0;
    *name = files[index].name;
    *length = files[index].length;
    return files[index].bytes;
}
