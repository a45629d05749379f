// swift-tools-version:6.1
import Foundation
import PackageDescription

// The Int8 scan (QuantizedScan) is 5x faster with AVX2 than with the x86-64 baseline (SSE2):
// RecallSearch alone is compiled for Haswell (2013) and later on x86-64.
#if arch(x86_64)
let searchSettings: [SwiftSetting] = [.unsafeFlags(["-target-cpu", "haswell"])]
#else
let searchSettings: [SwiftSetting] = []
#endif

/// OpenBLAS links statically when its archive is installed (Debian's libopenblas-dev ships it):
/// loading the shared library, with libgfortran and libquadmath, cost every `recall` process
/// about 1.2 ms at start, and the archive brings only the BLAS routines Recall calls. Without the
/// archive, the shared library is linked as before.
let openBLASArchive = ["/usr/lib/x86_64-linux-gnu/libopenblas.a", "/usr/lib/aarch64-linux-gnu/libopenblas.a"]
    .first { FileManager.default.fileExists(atPath: $0) }
let searchLinking: [LinkerSetting] = openBLASArchive.map { [.unsafeFlags(["-Xlinker", $0])] } ?? [.linkedLibrary("openblas")]

let package = Package(
    name: "Recall",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "recall", targets: ["recall"]),
        .library(name: "RecallCore", targets: ["RecallCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
        .package(url: "https://github.com/LebJe/TOMLKit", exact: "0.6.0"),
    ],
    targets: [
        // System library: OpenBLAS's CBLAS interface (shape copied from GRDB's GRDBSQLite).
        .systemLibrary(
            name: "CBLAS",
            providers: [.apt(["libopenblas-dev"])]),
        // Domain values, text normalization, chunking, protocols. No I/O.
        .target(name: "RecallCore"),
        // File formats → documents with diagnostics.
        .target(
            name: "RecallImport",
            dependencies: ["RecallCore", .product(name: "Yams", package: "Yams")]),
        // A token table distilled from all-MiniLM-L6-v2 (tools/static_vectors), compiled in with #embed.
        .target(name: "CStaticVectors", exclude: ["vectors.bin", "vocab.tsv"]),
        // The question-understanding vocabulary (data/), compiled in with #embed.
        .target(name: "CQueryLexicon", exclude: ["data"]),
        // Question understanding: named rules over the vocabulary, in stages. Depends on RecallCore only.
        .target(name: "RecallQuery", dependencies: ["RecallCore", "CQueryLexicon"]),
        // The pure-Swift hashed n-gram TF-IDF embedder and its static word-vector part.
        .target(name: "RecallEmbedding", dependencies: ["RecallCore", "CStaticVectors"]),
        // The only module that touches SQLite.
        .target(
            name: "RecallStore",
            dependencies: ["RecallCore", .product(name: "GRDB", package: "GRDB.swift")]),
        // Query understanding, filters, BLAS scoring, fusion. The only module that touches BLAS.
        .target(
            name: "RecallSearch", dependencies: ["RecallCore", "RecallQuery", "RecallStore", "CBLAS"], swiftSettings: searchSettings,
            linkerSettings: searchLinking),
        // Import → chunk → embed → store orchestration, unchanged-file skipping and IDF refresh.
        .target(name: "RecallIndex", dependencies: ["RecallCore", "RecallImport", "RecallEmbedding", "RecallStore"]),
        // libcurl's easy API behind dlopen, with non-variadic setopt/getinfo wrappers. Not linked to libcurl.
        .target(name: "CCurlShim"),
        // HTTP embedders and Claude answers.
        .target(name: "RecallRemote", dependencies: ["RecallCore", "CCurlShim"]),
        // The CLI: the only place that picks concrete implementations.
        .executableTarget(
            name: "recall",
            dependencies: [
                "RecallCore", "RecallImport", "RecallEmbedding", "RecallStore", "RecallSearch",
                "RecallRemote", "RecallIndex", "RecallQuery",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "TOMLKit", package: "TOMLKit"),
            ]),
        // Shared test support: temporary folders, fixture paths, ../shared lookup.
        .target(name: "RecallTestSupport", dependencies: ["RecallCore"]),
        .testTarget(name: "RecallCoreTests", dependencies: ["RecallCore", "RecallTestSupport"]),
        .testTarget(name: "RecallQueryTests", dependencies: ["RecallQuery", "RecallTestSupport"], exclude: ["Corpus"]),
        .testTarget(
            name: "RecallImportTests", dependencies: ["RecallImport", "RecallTestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "RecallEmbeddingTests", dependencies: ["RecallEmbedding", "RecallTestSupport"], exclude: ["Fixtures"]),
        .testTarget(
            name: "RecallStoreTests",
            dependencies: ["RecallStore", "RecallEmbedding", "RecallTestSupport", .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(
            name: "RecallSearchTests",
            dependencies: ["RecallSearch", "RecallStore", "RecallEmbedding", "RecallTestSupport"]),
        .testTarget(
            name: "RecallRemoteTests",
            dependencies: ["RecallRemote", "RecallTestSupport", .product(name: "FlyingFox", package: "FlyingFox")]),
        .testTarget(
            name: "RecallIndexTests",
            dependencies: ["RecallIndex", "RecallImport", "RecallStore", "RecallEmbedding", "RecallSearch", "RecallTestSupport"]),
        .testTarget(
            name: "RecallCLITests",
            dependencies: [
                "RecallTestSupport", "RecallCore", "RecallEmbedding", "RecallStore",
                .product(name: "FlyingFox", package: "FlyingFox"),
            ]),
    ]
)
