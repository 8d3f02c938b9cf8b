"""Test helper for a throw-away Synapse on 127.0.0.1 (run with the venv's python).

    setup.py config DIR PORT SECRET   generate DIR/homeserver.yaml for the test server
    setup.py register URL SECRET NAME:PASSWORD ...   create users (shared-secret admin API)
"""
import hashlib
import hmac
import json
import os
import subprocess
import sys
import urllib.request


def config(data_dir, port, secret):
    path = os.path.join(data_dir, "homeserver.yaml")
    # Run in DIR: the generated log configuration names a relative file.
    subprocess.run(
        [sys.executable, "-m", "synapse.app.homeserver", "--server-name", "localhost",
         "--config-path", path, "--generate-config", "--report-stats=no",
         "--data-directory", data_dir],
        cwd=data_dir, check=True, stdout=subprocess.DEVNULL)
    import yaml  # Synapse depends on PyYAML

    with open(path) as f:
        cfg = yaml.safe_load(f)
    cfg["public_baseurl"] = f"http://127.0.0.1:{port}/"
    cfg["listeners"] = [{
        "port": int(port), "bind_addresses": ["127.0.0.1"], "type": "http",
        "tls": False, "x_forwarded": False,
        "resources": [{"names": ["client"], "compress": False}],
    }]
    cfg["trusted_key_servers"] = []
    cfg["suppress_key_server_warning"] = True
    cfg["enable_registration"] = False
    cfg["registration_shared_secret"] = secret
    cfg["report_stats"] = False
    cfg["presence"] = {"enabled": False}
    cfg["federation_domain_whitelist"] = []
    fast = {"per_second": 1000, "burst_count": 1000}
    for key in ["rc_message", "rc_registration", "rc_admin_redaction", "rc_joins_per_room",
                "rc_3pid_validation", "rc_third_party_invite", "rc_media_create",
                "rc_key_requests", "rc_room_creation", "rc_profile", "rc_reports",
                "rc_delayed_event_mgmt", "rc_user_directory"]:
        cfg[key] = dict(fast)
    cfg["rc_login"] = {k: dict(fast) for k in ["address", "account", "failed_attempts"]}
    cfg["rc_joins"] = {k: dict(fast) for k in ["local", "remote"]}
    cfg["rc_invites"] = {k: dict(fast) for k in ["per_room", "per_user", "per_issuer"]}
    cfg["rc_presence"] = {"per_user": dict(fast)}
    with open(path, "w") as f:
        yaml.safe_dump(cfg, f)


def register(url, secret, users):
    endpoint = url.rstrip("/") + "/_synapse/admin/v1/register"
    for spec in users:
        name, password = spec.split(":", 1)
        with urllib.request.urlopen(endpoint) as r:
            nonce = json.load(r)["nonce"]
        mac = hmac.new(secret.encode(), digestmod=hashlib.sha1)
        mac.update(b"\0".join([nonce.encode(), name.encode(), password.encode(), b"notadmin"]))
        body = json.dumps({"nonce": nonce, "username": name, "password": password,
                           "admin": False, "mac": mac.hexdigest()}).encode()
        req = urllib.request.Request(endpoint, data=body,
                                     headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(req) as r:
            json.load(r)


if __name__ == "__main__":
    if sys.argv[1] == "config":
        config(*sys.argv[2:5])
    elif sys.argv[1] == "register":
        register(sys.argv[2], sys.argv[3], sys.argv[4:])
    else:
        sys.exit(f"unknown step {sys.argv[1]}")
