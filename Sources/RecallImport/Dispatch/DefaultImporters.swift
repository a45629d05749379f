/// The importers Recall uses, in the order they are asked (the first that accepts a file reads it).
///
/// This is the one list to extend with a new format (e.g. `CalendarImporter()` for `.ics`).
public enum DefaultImporters {
    public static var all: [any FormatImporter] {
        [
            MarkdownNoteImporter(),
            JSONLinesImporter(),
            VCardImporter(),
            EvernoteImporter(),
            KeepImporter(),
        ]
    }
}
