let a = [[[[[[[[[[[borrowing [[[[[[[[[[[@[[[
