/// The importers Recall uses, in the order they are asked (the first that accepts a file reads it).
///
/// This is the one list to extend with a new format.
/// Keep `MarkdownNoteImporter` last: it takes any `.txt` that no other importer recognised.
public enum DefaultImporters {
    /// A fresh list of every importer, in asking order.
    public static var all: [any FormatImporter] {
        [
            CalendarImporter(),
            JSONLinesImporter(),
            VCardImporter(),
            EvernoteImporter(),
            KeepImporter(),
            MarkdownNoteImporter(),
        ]
    }
}
