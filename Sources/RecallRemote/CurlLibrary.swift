import CCurlShim
import Foundation
import RecallCore

/// libcurl, opened with dlopen the first time a remote call needs it.
///
/// `recall` does not link libcurl: linking it made every process load it and its ~25 dependent
/// libraries at start (about 3.7 ms), though local indexing and search never use the network.
/// Only a remote embedder or a Claude answer opens it, so nothing network-related is even loaded
/// otherwise. Without libcurl installed, those calls fail with one clear error and the rest of
/// Recall works.
struct CurlLibrary: @unchecked Sendable {
    // The function table is immutable after `ccurl_open` and never freed.
    let api: OpaquePointer

    /// The names tried, in order: the ABI-versioned library, then the development symlink.
    #if canImport(Darwin)
        static let defaultNames = ["libcurl.4.dylib", "/usr/lib/libcurl.4.dylib"]
    #else
        static let defaultNames = ["libcurl.so.4", "libcurl.so"]
    #endif

    /// The process's libcurl, opened once (Swift runs a static initializer exactly once, which
    /// also keeps `curl_global_init` single-threaded).
    private static let shared = Result { try open(names: defaultNames) }

    /// The process's libcurl, opening it on first use.
    static func system() throws -> CurlLibrary {
        try shared.get()
    }

    /// Opens the first of `names` that loads and has the easy API.
    static func open(names: [String]) throws -> CurlLibrary {
        for name in names {
            if let api = ccurl_open(name) { return CurlLibrary(api: api) }
        }
        throw RecallError(
            .config, "cannot load \(names.first ?? "libcurl"): install libcurl4 to use a remote embedder or Claude")
    }

    /// libcurl's fixed English text for a CURLcode.
    func describe(code: Int32) -> String {
        ccurl_easy_strerror(api, code).map { String(cString: $0) } ?? "unknown error"
    }
}
