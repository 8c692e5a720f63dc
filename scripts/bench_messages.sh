# Sourced by bench.sh and profile.sh: the bench messages of projects/example and their inputs.
BENCH_MESSAGES="bench.plain bench.simple bench.plural bench.currency bench.override bench.greeting"
BENCH_CONTEXT='{"platform":"ios","plan":"pro","country":"US"}'
# The threaded benchmark: these messages, 1 thread against BENCH_THREADS threads. bench.override
# returns a stored text longer than 15 bytes (a heap string every thread would share) chosen
# by conditions (the snapshot's override choice), so its scaling covers both.
BENCH_THREADED_MESSAGES="bench.plain bench.currency bench.override"
BENCH_THREADS=${BENCH_THREADS:-8}

# True when ICU4C's harness formats bench message $1 too: not for the messages whose text is
# an override chosen by conditions (bench.override, and bench.greeting, an override with an
# argument), which ICU4C has no counterpart for.
bench_has_icu4c() {
  case $1 in
    bench.override | bench.greeting) return 1 ;;
    *) return 0 ;;
  esac
}

# The argument name of bench message $1 (empty when it takes none).
bench_argument() {
  case $1 in
    bench.simple | bench.greeting) echo name ;;
    bench.plural) echo count ;;
    bench.currency) echo amount ;;
    *) echo "" ;;
  esac
}

# The input cycle of bench message $1, space-separated: call i uses value i % 8, here and in
# the ICU4C harness, so no result cache can answer every call.
bench_cycle() {
  case $1 in
    bench.simple | bench.greeting) echo "Ada Grace Alan Edsger Barbara Donald Margaret Ken" ;;
    bench.plural) echo "0 1 2 3 5 8 13 21" ;;
    bench.currency) echo "1234.5 0.99 17 250000 3.14159 42.42 99999.99 7.5" ;;
    *) echo "" ;;
  esac
}

# The --valueCycle JSON of bench message $1 (one empty object when it takes no argument).
bench_value_cycle() {
  local argument elements="" value
  argument=$(bench_argument "$1")
  if [ -z "$argument" ]; then
    echo '[{}]'
    return
  fi
  for value in $(bench_cycle "$1"); do
    case $argument in
      name) value="\"$value\"" ;;
    esac
    elements="$elements${elements:+,}{\"$argument\":$value}"
  done
  echo "[$elements]"
}
