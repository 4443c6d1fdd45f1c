int host_value() { return 7; }
