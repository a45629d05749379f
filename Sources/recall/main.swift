print("recall")
