# messagevisor-swift — see README.md. Every target works on a fresh machine with the Swift
# toolchain, Python 3 and gcc; anything else a target needs, it installs itself.

SWIFT ?= swift
BIN_DEBUG := .build/debug/messagevisor-swift
BIN_RELEASE := .build/release/messagevisor-swift
UPSTREAM ?= ../shared/upstream
PREFIX ?= /usr/local
FUZZ_SECONDS ?= 60

.PHONY: build build-release test run run-upstream conformance bench lint format clean plurals-check
.PHONY: fuzz tsan tsan-all asan test-turkish profile oracle oracle-ci install stress docs
.PHONY: bench-scale

build:
	$(SWIFT) build 2>&1 | tee .build-log.txt
	@! grep -E "warning:" .build-log.txt || (echo "error: the build has warnings" && false)
	@rm -f .build-log.txt

build-release:
	$(SWIFT) build -c release

# The release binary into $(PREFIX)/bin (e.g. make install PREFIX=$$HOME/.local).
install: build-release
	install -d "$(PREFIX)/bin"
	install -m 755 $(BIN_RELEASE) "$(PREFIX)/bin/messagevisor-swift"

# Lists the failed tests, file:line each, at the end of a failing run (scripts/test.sh).
test:
	SWIFT=$(SWIFT) bash scripts/test.sh

# The whole suite with a Turkish default locale (dotted and dotless i).
test-turkish:
	LANG=tr_TR.UTF-8 LC_ALL=tr_TR.UTF-8 TEST_LOG=.build/test-output-turkish.txt \
	  SWIFT=$(SWIFT) bash scripts/test.sh

# The main job: our own example project through the native builder (no Node needed).
run: build
	$(BIN_DEBUG) test --projectDirectoryPath=projects/example --builder=native

run-upstream: build
	$(BIN_DEBUG) test --projectDirectoryPath=$(UPSTREAM)/projects/project-raw --builder=native \
		--normalizeSpaces --onlyFailures
	$(BIN_DEBUG) test --projectDirectoryPath=$(UPSTREAM)/projects/project-json --target=web \
		--builder=native --normalizeSpaces --onlyFailures
	$(BIN_DEBUG) test --projectDirectoryPath=$(UPSTREAM)/projects/project-1 --target=swift \
		--withIcuModule --normalizeSpaces --builder=native --onlyFailures

conformance: build
	$(BIN_DEBUG) conformance --fixture=$(UPSTREAM)/conformance/sdk-v1.json

bench:
	bash scripts/bench.sh

# The runner on generated large sets projects against the I/O floor (scripts/bench_scale.sh;
# BENCH_SCALE_SIZES, BENCH_SCALE_SETS; see docs/performance.md "At scale").
bench-scale:
	bash scripts/bench_scale.sh

# The threaded benchmark in a release build that keeps the debug assertions (-assert-config
# Debug; .build/stress-release), STRESS_ROUNDS times (default 10) per threaded message; fails
# on any mismatch, crash or failed assertion (scripts/stress.sh).
stress:
	bash scripts/stress.sh

# Instructions per call under callgrind: ours, the dictionary floor and ICU4C, per bench message.
profile:
	bash scripts/profile.sh

# The DocC archive of every library product (.build/docs/<Product>.doccarchive) with the
# toolchain's docc; fails on a DocC warning or a public symbol without a doc comment.
docs:
	SWIFT=$(SWIFT) bash scripts/docs.sh

# swift-format leaves long comments and string literals alone; check_line_length.py fails on
# any line over .swift-format's lineLength.
lint:
	$(SWIFT) format lint --strict --recursive --parallel Sources Tests Plugins Package.swift
	python3 scripts/check_line_length.py Sources Tests Plugins Package.swift

format:
	$(SWIFT) format format --in-place --recursive --parallel Sources Tests Plugins Package.swift

# libFuzzer targets (Fuzz/README.md): each runs FUZZ_SECONDS from its seed corpus.
fuzz:
	FUZZ_SECONDS=$(FUZZ_SECONDS) SWIFT=$(SWIFT) bash Fuzz/run.sh

# ThreadSanitizer over the SDK core's test targets (MessagevisorTests, MessagevisorICUTests: the
# runtime's concurrency and stress suites and the rest of its unit tests) in .build/tsan.
# MESSAGEVISOR_SANITIZER_SCOPE=core leaves the project compiler, the CLI, the other modules and
# their tests out of the manifest (Package.swift), so the build compiles only what these tests
# run. MESSAGEVISOR_TSAN swaps in a Mutex that TSan can see
# (Sources/Messagevisor/Support/SanitizerMutex.swift; each module that uses Mutex aliases it).
# A report fails the run. TSAN_FILTER runs only the matching tests (.ci/run's tsan stage
# passes the concurrency and stress suites). make tsan-all: every test target, in .build/tsan-all.
TSAN_FLAGS := --sanitize=thread -Xswiftc -DMESSAGEVISOR_TSAN
TSAN_FILTER ?=
tsan:
	MESSAGEVISOR_SANITIZER_SCOPE=core $(SWIFT) build --build-tests $(TSAN_FLAGS) \
	  --scratch-path .build/tsan
	MESSAGEVISOR_SANITIZER_SCOPE=core TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --skip-build \
	  $(TSAN_FLAGS) --scratch-path .build/tsan $(if $(TSAN_FILTER),--filter '$(TSAN_FILTER)')

tsan-all:
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test $(TSAN_FLAGS) --scratch-path .build/tsan-all

# AddressSanitizer over the same core test targets (they walk the borrowed, pointer-lent paths
# of a call), in .build/asan. An ASan report ends the run with a failure. Leak detection stays
# off for the reason given in Fuzz/run.sh (indirect-enum boxes look unreachable to LSan).
asan:
	MESSAGEVISOR_SANITIZER_SCOPE=core $(SWIFT) build --build-tests --sanitize=address \
	  --scratch-path .build/asan
	MESSAGEVISOR_SANITIZER_SCOPE=core ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --skip-build \
	  --sanitize=address --scratch-path .build/asan

# The JS Intl oracle (decision D20): Node 24.19.0 from PyPI into .build/oracle-venv, generated
# formatting cases, Node's Intl against ours, rates and difference classes, plural-rule check.
# ORACLE_CASES=N keeps a deterministic subset. oracle-ci: the CI slice and its ratchet
# (.ci/oracle-baseline.json).
oracle: build
	python3 scripts/oracle/run.py

oracle-ci: build
	python3 scripts/oracle/run.py --ci

plurals-check:
	python3 scripts/generate_plural_rules.py --check

clean:
	rm -rf .build
