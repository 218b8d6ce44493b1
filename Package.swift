// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "amascan",
  products: [
    .executable(name: "amascan", targets: ["amascan"]),
    .library(name: "AmascanKit", targets: ["AmascanKit"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    // Debian's libtree-sitter-dev: the tree-sitter runtime (0.20.7, grammar ABI 13-14); Homebrew's tree-sitter on macOS.
    .systemLibrary(
      name: "CTreeSitter",
      pkgConfig: "tree-sitter",
      providers: [.apt(["libtree-sitter-dev"]), .brew(["tree-sitter"])]
    ),
    // The grammar C sources fetched by `grammars/fetch` into grammars/vendor (never committed).
    .target(
      name: "TreeSitterGrammars",
      path: "grammars",
      exclude: ["fetch", "vendor.sha256", "README.md"],
      sources: [
        "vendor/tsx/src/parser.c", "vendor/tsx/src/scanner.c",
        "vendor/typescript/src/parser.c", "vendor/typescript/src/scanner.c",
        "vendor/javascript/src/parser.c", "vendor/javascript/src/scanner.c",
      ],
      publicHeadersPath: "include",
      cSettings: [
        // common/scanner.h includes "tree_sitter/parser.h": it must find the grammars' ABI 14 header,
        // not Debian's older /usr/include/tree_sitter/parser.h.
        .headerSearchPath("vendor/tsx/src"),
        // Generated third-party code: its warnings are not ours to fix.
        .unsafeFlags(["-w"]),
      ]
    ),
    .target(name: "AmascanCore", dependencies: ["CTreeSitter", "TreeSitterGrammars"]),
    .target(name: "AmascanRules", dependencies: ["AmascanCore"]),
    .target(name: "AmascanReporters", dependencies: ["AmascanCore"]),
    .target(name: "AmascanKit", dependencies: ["AmascanCore", "AmascanRules"]),
    .executableTarget(
      name: "amascan",
      dependencies: [
        "AmascanKit", "AmascanReporters",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // libFuzzer harness; built only by `make fuzz` (it has no main of its own).
    .executableTarget(name: "AmascanFuzz", dependencies: ["AmascanKit", "AmascanReporters"]),
    .testTarget(
      name: "AmascanTests",
      dependencies: ["amascan", "AmascanKit", "AmascanCore", "AmascanRules", "AmascanReporters"],
      exclude: ["Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
