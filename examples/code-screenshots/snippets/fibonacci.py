from functools import cache


@cache
def fibonacci(n: int) -> int:
    """The n-th Fibonacci number, remembered."""
    return n if n < 2 else fibonacci(n - 1) + fibonacci(n - 2)


print([fibonacci(n) for n in range(10)])
