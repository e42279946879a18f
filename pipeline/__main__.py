"""`python -m pipeline` is the `pipeline` command."""

from pipeline.quick import main

main()
