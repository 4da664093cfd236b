# Tactile — the two commands a user needs are `make run` and `make test`.
RUN_PACKAGES  := libsdl2-dev libsdl2-ttf-dev libharfbuzz-dev libfreetype-dev libpng-dev libgif-dev libimagequant-dev libwebp-dev libimgui-dev libstb-dev \
  libicu-dev libfontconfig-dev libx11-dev fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji
TEST_PACKAGES := $(RUN_PACKAGES) xvfb xauth xdotool imagemagick x11-utils x11-xserver-utils ffmpeg \
  time unicode-data
SWIFT ?= swift
ARGS ?=

.PHONY: run test deps test-deps build release unit e2e bench media fuzz soak test-asan format lint clean

## make run: install the packages if missing, build release, open the window.
run: deps release
	.build/release/tactile $(ARGS)

## make test: install packages (incl. Xvfb), build, run every test. The end-to-end tests start
## as soon as the app is built and run while `swift test` builds and runs the unit tests (they
## spend most of their time waiting on animations); their report follows the unit tests'.
test: test-deps build
	@mkdir -p out
	@Tests/EndToEnd/run.sh .build/debug/tactile >out/e2e.txt 2>&1 & e2e=$$!; \
	  $(SWIFT) test; unit=$$?; \
	  wait $$e2e; status=$$?; cat out/e2e.txt; \
	  [ $$unit -eq 0 ] && [ $$status -eq 0 ]

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

## make media: the README's animations (docs/media/*.gif), made by the app from the scripts in
## Scripts/media, each checked to stay under 1.5 MB.
media: deps build
	Scripts/media/make-media.sh .build/debug/tactile

## make fuzz FUZZ_SECONDS=60: libFuzzer (+ AddressSanitizer) on the markup parser and the text
## layout, then as long on the --script parser, on preset files and --set values, and on the
## to-do file. New inputs go to .build/fuzz/corpus, script-corpus, preset-corpus and
## todo-corpus, a crash to .build/fuzz/crash-*, script-crash-*, preset-crash-* or todo-crash-*;
## replay one with `.build/fuzz/parse-layout-fuzzer FILE` (or script-fuzzer, preset-fuzzer,
## todo-fuzzer). See Fuzz/README.md. `make fuzz-markup`, `make fuzz-script`, `make fuzz-preset`
## and `make fuzz-todo` run one.
FUZZ_SECONDS ?= 60
FUZZ_DIR := .build/fuzz
FUZZ_BIN := $(FUZZ_DIR)/parse-layout-fuzzer
FUZZ_CORE := $(shell find Sources/TactileCore -name '*.swift' | sort)
FUZZ_SOURCES := $(FUZZ_CORE) \
  Tests/TactileTestSupport/FixedWidthMetrics.swift Tests/TactileCoreTests/Text/TextFuzzCase.swift \
  Tests/TactileCoreTests/Text/ReferenceMarkupParser.swift Fuzz/ParseLayoutFuzzer.swift
FUZZ_SCRIPT_BIN := $(FUZZ_DIR)/script-fuzzer
FUZZ_SCRIPT_SOURCES := $(FUZZ_CORE) Sources/TactileIO/Script/ReplayScript.swift \
  Tests/TactileIOTests/Script/ScriptFuzzCase.swift Fuzz/ScriptFuzzer.swift
FUZZ_FLAGS := -O -g -sanitize=fuzzer,address -parse-as-library
FUZZ_BUILD = swiftc $(FUZZ_FLAGS) -D FUZZING \
  -module-name TactileFuzz $^ -o $@ 2>$@.log \
  || { grep -v 'Cannot export local symbol' $@.log; exit 1; }
# The preset fuzzer links TactileCore and TactileScenes built as libraries for fuzzing (the
# tuning catalog needs every page's constants), with TactileIO's JSON, preset and command-line
# sources compiled into it.
FUZZ_LIB := $(FUZZ_DIR)/lib
FUZZ_SCENES := $(shell find Sources/TactileScenes -name '*.swift' | sort)
FUZZ_PRESET_BIN := $(FUZZ_DIR)/preset-fuzzer
FUZZ_PRESET_SOURCES := Sources/TactileIO/JSON/JSONValue+Reading.swift \
  Sources/TactileIO/JSON/JSONReader.swift Sources/TactileIO/JSON/JSONValue+Text.swift \
  Sources/TactileIO/Studio/TuningPreset+File.swift \
  Sources/TactileIO/Export/MotionExport.swift \
  Sources/TactileIO/CommandLine/LaunchOptions.swift \
  Sources/TactileIO/CommandLine/LaunchOptions+Parsing.swift \
  Sources/TactileIO/CommandLine/ArgumentReader.swift \
  Sources/TactileIO/CommandLine/InterfaceDirection.swift \
  Sources/TactileIO/CommandLine/RendererChoice.swift \
  Tests/TactileIOTests/Studio/PresetFuzzCase.swift Fuzz/PresetFuzzer.swift
FUZZ_LIBRARY = swiftc $(FUZZ_FLAGS) -emit-library -static -emit-module -I $(FUZZ_LIB) \
  -module-name $(1) -emit-module-path $(FUZZ_LIB)/$(1).swiftmodule $(2) -o $@ 2>$@.log \
  || { cat $@.log; exit 1; }

# The to-do file fuzzer: TactileIO's JSON reader and writer and the to-do file, linked like the
# preset fuzzer.
FUZZ_TODO_BIN := $(FUZZ_DIR)/todo-fuzzer
FUZZ_TODO_SOURCES := Sources/TactileIO/JSON/JSONValue+Reading.swift \
  Sources/TactileIO/JSON/JSONReader.swift Sources/TactileIO/JSON/JSONValue+Text.swift \
  Sources/TactileIO/Todo/TodoFile.swift Sources/TactileIO/Todo/TodoFile+Reading.swift \
  Sources/TactileIO/Todo/TodoFile+Writing.swift \
  Tests/TactileIOTests/Todo/TodoFileFuzzCase.swift Fuzz/TodoFileFuzzer.swift

.PHONY: fuzz-markup fuzz-script fuzz-preset fuzz-todo
fuzz: fuzz-markup fuzz-script fuzz-preset fuzz-todo

fuzz-markup: $(FUZZ_BIN)
	mkdir -p $(FUZZ_DIR)/corpus
	SWIFT_BACKTRACE=enable=no $(FUZZ_BIN) -max_total_time=$(FUZZ_SECONDS) -max_len=4096 \
	  -timeout=10 -print_final_stats=1 -dict=Fuzz/markup.dict -artifact_prefix=$(FUZZ_DIR)/ \
	  $(FUZZ_DIR)/corpus Fuzz/corpus

fuzz-script: $(FUZZ_SCRIPT_BIN)
	mkdir -p $(FUZZ_DIR)/script-corpus
	SWIFT_BACKTRACE=enable=no $(FUZZ_SCRIPT_BIN) -max_total_time=$(FUZZ_SECONDS) -max_len=4096 \
	  -timeout=10 -print_final_stats=1 -dict=Fuzz/script.dict \
	  -artifact_prefix=$(FUZZ_DIR)/script- $(FUZZ_DIR)/script-corpus Fuzz/script-corpus

fuzz-preset: $(FUZZ_PRESET_BIN)
	mkdir -p $(FUZZ_DIR)/preset-corpus
	SWIFT_BACKTRACE=enable=no $(FUZZ_PRESET_BIN) -max_total_time=$(FUZZ_SECONDS) -max_len=4096 \
	  -timeout=10 -print_final_stats=1 -dict=Fuzz/preset.dict \
	  -artifact_prefix=$(FUZZ_DIR)/preset- $(FUZZ_DIR)/preset-corpus Fuzz/preset-corpus

fuzz-todo: $(FUZZ_TODO_BIN)
	mkdir -p $(FUZZ_DIR)/todo-corpus
	SWIFT_BACKTRACE=enable=no $(FUZZ_TODO_BIN) -max_total_time=$(FUZZ_SECONDS) -max_len=4096 \
	  -timeout=10 -print_final_stats=1 -dict=Fuzz/todo.dict \
	  -artifact_prefix=$(FUZZ_DIR)/todo- $(FUZZ_DIR)/todo-corpus Fuzz/todo-corpus

$(FUZZ_LIB)/libTactileCore.a: $(FUZZ_CORE)
	mkdir -p $(FUZZ_LIB)
	$(call FUZZ_LIBRARY,TactileCore,$(FUZZ_CORE))

$(FUZZ_LIB)/libTactileScenes.a: $(FUZZ_SCENES) $(FUZZ_LIB)/libTactileCore.a
	$(call FUZZ_LIBRARY,TactileScenes,$(FUZZ_SCENES))

$(FUZZ_PRESET_BIN): $(FUZZ_PRESET_SOURCES) $(FUZZ_LIB)/libTactileScenes.a
	swiftc $(FUZZ_FLAGS) -D FUZZING -module-name TactileFuzz -I $(FUZZ_LIB) \
	  $(FUZZ_PRESET_SOURCES) $(FUZZ_LIB)/libTactileScenes.a $(FUZZ_LIB)/libTactileCore.a \
	  -o $@ 2>$@.log || { grep -v 'Cannot export local symbol' $@.log; exit 1; }

$(FUZZ_TODO_BIN): $(FUZZ_TODO_SOURCES) $(FUZZ_LIB)/libTactileScenes.a
	swiftc $(FUZZ_FLAGS) -D FUZZING -module-name TactileFuzz -I $(FUZZ_LIB) \
	  $(FUZZ_TODO_SOURCES) $(FUZZ_LIB)/libTactileScenes.a $(FUZZ_LIB)/libTactileCore.a \
	  -o $@ 2>$@.log || { grep -v 'Cannot export local symbol' $@.log; exit 1; }

$(FUZZ_BIN): $(FUZZ_SOURCES)
	mkdir -p $(FUZZ_DIR)
	$(FUZZ_BUILD)

$(FUZZ_SCRIPT_BIN): $(FUZZ_SCRIPT_SOURCES)
	mkdir -p $(FUZZ_DIR)
	$(FUZZ_BUILD)

## make soak: the monkey test's long run, 100 000 seeded random events through the whole app
## (release build in .build/soak; SOAK_EVENTS=n and SOAK_SEED=n to change it).
SOAK_EVENTS ?= 100000
SOAK_SEED ?= 1
soak: deps
	TACTILE_SOAK=$(SOAK_EVENTS) TACTILE_SOAK_SEED=$(SOAK_SEED) $(SWIFT) test -c release \
	  -Xswiftc -enable-testing --scratch-path .build/soak \
	  --filter monkeyDrivesEveryPageWithoutBreakingAnInvariant

## make test-asan: every unit test under AddressSanitizer (and LeakSanitizer), built in
## .build/asan so the normal build is left alone. malloc returns NULL for a block too large, as
## without ASan: the app turns that into an error (MemoryProbe).
test-asan: deps
	ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:allocator_may_return_null=1:$(ASAN_OPTIONS) \
	  LSAN_OPTIONS=suppressions=$(CURDIR)/Scripts/lsan.supp:print_suppressions=0:$(LSAN_OPTIONS) \
	  $(SWIFT) test --sanitize=address --scratch-path .build/asan

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

lint:
	$(SWIFT) format lint --recursive Sources Tests Package.swift

clean:
	rm -rf .build out
