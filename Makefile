# Tactile — the two commands a user needs are `make run` and `make test`.
RUN_PACKAGES  := libsdl2-dev libsdl2-ttf-dev zlib1g-dev
TEST_PACKAGES := $(RUN_PACKAGES) xvfb xauth xdotool imagemagick x11-utils
SWIFT ?= swift
ARGS ?=

.PHONY: run test deps test-deps build release unit e2e bench format lint clean

## make run: install the packages if missing, build release, open the window.
run: deps release
	.build/release/tactile $(ARGS)

## make test: install packages (incl. Xvfb), build, run every test.
test: test-deps build
	$(SWIFT) test
	Tests/EndToEnd/run.sh .build/debug/tactile

deps:
	Scripts/deps.sh $(RUN_PACKAGES)

test-deps:
	Scripts/deps.sh $(TEST_PACKAGES)

build:
	$(SWIFT) build

release:
	$(SWIFT) build -c release

unit: build
	$(SWIFT) test

e2e: test-deps build
	Tests/EndToEnd/run.sh .build/debug/tactile

## make bench: release benchmarks; table on stdout, JSON in bench-results.json.
bench: deps
	$(SWIFT) build -c release --product tactile
	$(SWIFT) build -c release --product tactile-bench
	.build/release/tactile-bench --json bench-results.json

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

lint:
	$(SWIFT) format lint --recursive Sources Tests Package.swift

clean:
	rm -rf .build out
