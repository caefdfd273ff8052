print("ckgen")
