# The two commands a newcomer needs: `make demo` and `make test`. Both set up what is missing first.
SWIFT ?= swift
RELEASE_BIN := .build/release/amascan

.PHONY: setup build demo test lint format generate bench

setup:
	@scripts/setup

build: setup
	$(SWIFT) build -c release --product amascan

# Scans the bundled example app; the findings are the point, so they do not fail the command.
demo: build
	$(RELEASE_BIN) --fail-on none examples

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
