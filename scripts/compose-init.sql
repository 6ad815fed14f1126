-- docker-compose.yml: the KurrentDB-mode instance keeps its read models in a database of its own.
CREATE DATABASE leadledger_kurrent;
