# Sourced by bench.sh and profile.sh: the bench messages of projects/example and their inputs.
BENCH_MESSAGES="bench.plain bench.simple bench.plural bench.currency bench.override"
BENCH_CONTEXT='{"platform":"ios","plan":"pro","country":"US"}'

# The --values JSON for bench message $1.
bench_values() {
  case $1 in
    bench.simple) echo '{"name":"Ada"}' ;;
    bench.plural) echo '{"count":3}' ;;
    bench.currency) echo '{"amount":1234.5}' ;;
    *) echo '{}' ;;
  esac
}
