"""`python -m pipeline` is the `pipeline` command."""

from pipeline.cli import app

app(prog_name="pipeline")
