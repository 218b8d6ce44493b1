# The two commands a newcomer needs: `make demo` and `make test`. Both set up what is missing first.
SWIFT ?= swift
RELEASE_BIN := .build/release/amascan

.PHONY: setup build dist demo test lint format generate bench fuzz

setup:
	@scripts/setup

build: setup
	$(SWIFT) build -c release --product amascan

# A release binary for Linux machines without a Swift toolchain (Swift runtime and tree-sitter linked in), packed as
# dist/amascan-<version>-linux-<arch>.tar.gz with its .sha256, then checked by scripts/check-dist. JOBS=1 limits the
# build to one job.
dist: setup
	SWIFT="$(SWIFT)" JOBS="$(JOBS)" scripts/dist
	scripts/check-dist

# Scans the bundled example app; the findings are the point, so they do not fail the command (exit 1 is taken as
# success; an error, exit 2, still fails it).
demo: build
	@$(RELEASE_BIN) examples || [ $$? -eq 1 ]

# The SARIF test validates against the official schema with Python's jsonschema.
test: setup
	@python3 -c 'import jsonschema' 2>/dev/null || python3 -m pip install --quiet jsonschema
	scripts/generate --check
	$(SWIFT) test

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests

generate:
	scripts/generate

bench: build
	bench/run

# libFuzzer over the per-file pipeline in a release build with AddressSanitizer, seeded with the test fixtures and
# the example app; crashes are written to fuzz/crashes/. FUZZ_SECONDS bounds a run (default 600).
FUZZ_SECONDS ?= 600
fuzz: setup
	$(SWIFT) build -c release --scratch-path .build-fuzz --product AmascanFuzz \
	  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DAMASCAN_FUZZ
	mkdir -p .build-fuzz/corpus fuzz/crashes
	find Tests/AmascanTests/Fixtures examples -type f \( -name '*.ts' -o -name '*.tsx' -o -name '*.js' \
	  -o -name '*.jsx' -o -name '*.mjs' -o -name '*.cjs' \) -exec cp {} .build-fuzz/corpus/ \;
	.build-fuzz/release/AmascanFuzz -max_total_time=$(FUZZ_SECONDS) -max_len=65536 -timeout=20 \
	  -artifact_prefix=fuzz/crashes/ .build-fuzz/corpus fuzz/crashes
