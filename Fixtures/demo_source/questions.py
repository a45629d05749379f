def build_questions(events):
    return []
