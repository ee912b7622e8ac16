"""Prints where a Python module goes under PREFIX, relative to it, as this
Python's sysconfig lays out that prefix (CMakeLists.txt runs it with Debian's
/usr/bin/python3 at install time): Debian's own scheme for /usr, its
/usr/local scheme for /usr/local, the plain prefix scheme elsewhere."""
import os
import sys
import sysconfig

prefix = os.path.normpath(sys.argv[1])
schemes = sysconfig.get_scheme_names()
if prefix == "/usr" and "deb_system" in schemes:
    path = sysconfig.get_path("purelib", "deb_system", vars={"base": "/usr"})
elif prefix == "/usr/local" and "posix_local" in schemes:
    path = sysconfig.get_path("purelib", "posix_local", vars={"base": "/usr"})
else:
    path = sysconfig.get_path("purelib", "posix_prefix", vars={"base": prefix})
print(os.path.relpath(path, prefix))
