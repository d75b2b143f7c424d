from lorehold.cli.app import main

main()
