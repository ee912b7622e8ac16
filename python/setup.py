"""Only what pyproject.toml cannot say: a wheel that carries the shared
library (scripts/wheel) is for this platform and Python, not pure."""
import os

from setuptools import setup
from setuptools.dist import Distribution


class Distribution_(Distribution):
    def has_ext_modules(self):
        return os.path.exists(os.path.join(os.path.dirname(__file__), "puzzletab",
                                           "libpuzzletab.so.1"))


setup(distclass=Distribution_)
