"""The warehouse SQL models, shipped inside the package (see README, "SQL")."""
