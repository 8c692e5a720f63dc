/// The Python 3 source of `TestHTTPServer`.
///
/// Arguments: the routes file and the request log. Routes are re-read on every request, so a
/// test changes them by rewriting the file. Each path has a list of steps used in order (the
/// last repeats); unknown paths answer 404. A step with an ETag answers 304 when the request's
/// If-None-Match equals it. `missingBytes` announces a longer Content-Length than the body and
/// then closes the connection; `delay` sleeps before answering. The server exits when its
/// standard input closes (`stop()` or the end of the test process), on SIGTERM, or after ten
/// minutes.
enum TestHTTPServerScript {
  static let source = #"""
    import json, os, signal, socket, sys, threading, time
    from http.server import ThreadingHTTPServer, BaseHTTPRequestHandler

    # Spawned from a worker thread, the process inherits a mask that blocks SIGTERM.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGTERM, signal.SIGINT])
    routes_path, log_path = sys.argv[1], sys.argv[2]
    counts = {}
    lock = threading.Lock()

    def watch_parent():
        sys.stdin.read()
        os._exit(0)

    def lifetime_cap():
        time.sleep(600)
        os._exit(0)

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args):
            pass

        def next_step(self):
            with open(routes_path) as f:
                routes = json.load(f)
            entry = {"path": self.path, "ifNoneMatch": self.headers.get("If-None-Match")}
            with lock:
                with open(log_path, "a") as f:
                    f.write(json.dumps(entry) + "\n")
                steps = routes.get(self.path) or [{"status": 404, "body": "not found"}]
                index = counts.get(self.path, 0)
                counts[self.path] = index + 1
            return steps[min(index, len(steps) - 1)]

        def do_GET(self):
            step = self.next_step()
            time.sleep(step.get("delay", 0))
            status = step.get("status", 200)
            etag = step.get("etag")
            body = step.get("body", "").encode("utf-8")
            missing = step.get("missingBytes", 0)
            self.close_connection = True
            if etag and status == 200 and self.headers.get("If-None-Match") == etag:
                self.send_response(304)
                self.send_header("ETag", etag)
                self.send_header("Connection", "close")
                self.end_headers()
                return
            self.send_response(status)
            if etag:
                self.send_header("ETag", etag)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body) + missing))
            self.send_header("Connection", "close")
            self.end_headers()
            self.wfile.write(body)
            self.wfile.flush()
            if missing:
                self.connection.shutdown(socket.SHUT_RDWR)

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=watch_parent, daemon=True).start()
    threading.Thread(target=lifetime_cap, daemon=True).start()
    print(server.server_address[1], flush=True)
    server.serve_forever()
    """#
}
